/*
 * The test bed's stand-in for Pyxis (github.com/NVIDIA/pyxis), which cannot be built offline.
 * Same SPANK contract as far as the bootstrap scripts and the tutorial's NCCL job use it:
 * srun --container-image=[REGISTRY#]IMAGE registers with srun (local context) and, in
 * slurmstepd (remote context), hands the job to the enroot binary: "enroot import" and
 * "enroot create" once per node and step (user_init, as the user); each task gets the
 * container's PATH and its MELLANOX_* / NVIDIA_* settings as "enroot start NAME env" reports
 * them (task_init), since the test bed has no real rootfs to enter; "enroot remove" at exit.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>
#include <slurm/spank.h>

SPANK_PLUGIN(pyxis, 1);

static char image[1024];

static int opt_image(int val, const char *optarg, int remote)
{
    (void)val;
    (void)remote;
    if (optarg == NULL || optarg[0] == '\0' || strlen(optarg) >= sizeof(image)) {
        slurm_error("pyxis: --container-image needs an image, e.g. nvcr.io#nvidia/pytorch:24.01-py3");
        return -1;
    }
    strcpy(image, optarg);
    return 0;
}

static char mounts[2048];

/* --container-mounts=SRC:DST[:FLAGS][,...]: the stand-in runs on the host's file system, so
 * each SRC must exist (Pyxis fails the step the same way when a mount source is missing) */
static int opt_mounts(int val, const char *optarg, int remote)
{
    (void)val;
    (void)remote;
    if (optarg == NULL || strlen(optarg) >= sizeof(mounts)) {
        slurm_error("pyxis: --container-mounts needs SRC:DST[,SRC:DST...]");
        return -1;
    }
    strcpy(mounts, optarg);
    return 0;
}

static int check_mounts(void)
{
    char copy[sizeof(mounts)], *save = NULL;
    strcpy(copy, mounts);
    for (char *m = strtok_r(copy, ",", &save); m; m = strtok_r(NULL, ",", &save)) {
        char *colon = strchr(m, ':');
        if (colon)
            *colon = '\0';
        if (access(m, F_OK) != 0) {
            slurm_error("pyxis: container mount source %s: %s", m, strerror(errno));
            return -1;
        }
    }
    return 0;
}

struct spank_option spank_options[] = {
    {"container-image", "[USER@][REGISTRY#]IMAGE[:TAG]|PATH",
     "[pyxis] the image to run the container from (test bed stand-in)", 1, 0, opt_image},
    {"container-mounts", "SRC:DST[:FLAGS][,SRC:DST...]",
     "[pyxis] bind mount[s] inside the container (test bed stand-in)", 1, 0, opt_mounts},
    SPANK_OPTIONS_TABLE_END
};

/* become the job's user for good in a child (slurmstepd runs the plugin as root or with
 * privileges only temporarily dropped; bash would reset its effective uid to the real one) */
static int become_user(spank_t sp)
{
    uid_t uid;
    gid_t gid;
    if (spank_get_item(sp, S_JOB_UID, &uid) != ESPANK_SUCCESS || spank_get_item(sp, S_JOB_GID, &gid) != ESPANK_SUCCESS)
        return -1;
    if (geteuid() != uid && seteuid(0) < 0)
        return -1;
    return setresgid(gid, gid, gid) == 0 && setresuid(uid, uid, uid) == 0 ? 0 : -1;
}

/* run ARGV (enroot ...) as the job's user and wait; 0 when it exited 0 */
static int run(spank_t sp, char *const argv[])
{
    int status = 0;
    pid_t pid = fork();
    if (pid < 0)
        return -1;
    if (pid == 0) {
        if (become_user(sp) < 0)
            _exit(126);
        execvp(argv[0], argv);
        _exit(127);
    }
    if (waitpid(pid, &status, 0) < 0)
        return -1;
    return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? 0 : -1;
}

static int container_name(spank_t sp, char *name, size_t size)
{
    uint32_t job = 0, step = 0;
    if (spank_get_item(sp, S_JOB_ID, &job) != ESPANK_SUCCESS ||
        spank_get_item(sp, S_JOB_STEPID, &step) != ESPANK_SUCCESS)
        return -1;
    snprintf(name, size, "pyxis_%u.%u", job, step);
    return 0;
}

int slurm_spank_user_init(spank_t sp, int ac, char **av)
{
    char name[128], sqsh[256], uri[1100];
    (void)ac;
    (void)av;
    if (image[0] == '\0' || container_name(sp, name, sizeof(name)) < 0)
        return 0;
    if (check_mounts() < 0)
        return -1;
    snprintf(sqsh, sizeof(sqsh), "/tmp/%s.sqsh", name);
    snprintf(uri, sizeof(uri), "docker://%s", image);
    char *import[] = {"enroot", "import", "--output", sqsh, uri, NULL};
    char *create[] = {"enroot", "create", "--name", name, sqsh, NULL};
    if (run(sp, import) < 0) {
        slurm_error("pyxis: failed to import docker image %s", image);
        return -1;
    }
    int rc = run(sp, create);
    unlink(sqsh);
    if (rc < 0) {
        slurm_error("pyxis: failed to create container filesystem %s", name);
        return -1;
    }
    return 0;
}

int slurm_spank_task_init(spank_t sp, int ac, char **av)
{
    char name[128], path[8200], line[4096], old[4096];
    (void)ac;
    (void)av;
    if (image[0] == '\0' || container_name(sp, name, sizeof(name)) < 0)
        return 0;
    /* "enroot start NAME env": the environment inside the container, one K=V a line */
    int fds[2];
    if (pipe(fds) < 0)
        return -1;
    pid_t pid = fork();
    if (pid == 0) {
        if (become_user(sp) < 0)
            _exit(126);
        dup2(fds[1], 1);
        close(fds[0]);
        execlp("enroot", "enroot", "start", name, "env", (char *)NULL);
        _exit(127);
    }
    close(fds[1]);
    FILE *in = fdopen(fds[0], "r");
    while (in && fgets(line, sizeof(line), in)) {
        line[strcspn(line, "\n")] = '\0';
        char *eq = strchr(line, '=');
        if (eq == NULL)
            continue;
        *eq = '\0';
        if (strcmp(line, "PATH") == 0 && spank_getenv(sp, "PATH", old, sizeof(old)) == ESPANK_SUCCESS) {
            snprintf(path, sizeof(path), "%s:%s", eq + 1, old);
            spank_setenv(sp, "PATH", path, 1);
        } else if (strncmp(line, "MELLANOX_", 9) == 0 || strncmp(line, "NVIDIA_", 7) == 0) {
            spank_setenv(sp, line, eq + 1, 1);
        }
    }
    if (in)
        fclose(in);
    int status = 0;
    waitpid(pid, &status, 0);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        slurm_error("pyxis: container %s has no environment", name);
        return -1;
    }
    return 0;
}

int slurm_spank_exit(spank_t sp, int ac, char **av)
{
    char name[128];
    (void)ac;
    (void)av;
    if (!spank_remote(sp) || image[0] == '\0' || container_name(sp, name, sizeof(name)) < 0)
        return 0;
    char *remove[] = {"enroot", "remove", "--force", name, NULL};
    run(sp, remove);
    return 0;
}
