/*
 * The test bed's stand-in for Pyxis (github.com/NVIDIA/pyxis), which cannot be built offline.
 * Same SPANK contract as far as the bootstrap scripts and the tutorial's NCCL job use it:
 * srun --container-image=[REGISTRY#]IMAGE registers with srun (local context) and, in
 * slurmstepd (remote context), hands the job to the enroot binary: "enroot import" and
 * "enroot create" once per node and step (user_init, as the user); each task gets the
 * container's PATH and its MELLANOX_* / NVIDIA_* settings as "enroot start NAME env" reports
 * them (task_init), since the test bed has no real rootfs to enter; "enroot remove" at exit.
 * --container-name=NAME (Pyxis README): the container is pyxis_NAME (Pyxis' default
 * container_scope=global, pyxis config.c / pyxis_slurmstepd.c); when it exists the import is
 * skipped and the existing one is used; a named container is not removed after the step.
 * "enroot start" runs Enroot's hooks: when it fails (98-nvidia.sh without nvidia-container-cli)
 * the task fails and enroot's log is printed as Pyxis prints it ("pyxis: printing enroot log
 * file:", then each line), then "pyxis: couldn't start container".
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

static char cname[96]; /* "pyxis_" + NAME fits the 128-byte container names below */

static int opt_name(int val, const char *optarg, int remote)
{
    (void)val;
    (void)remote;
    if (optarg == NULL || optarg[0] == '\0' || strlen(optarg) >= sizeof(cname) || strchr(optarg, '/') != NULL) {
        slurm_error("pyxis: --container-name: invalid container name");
        return -1;
    }
    strcpy(cname, optarg);
    return 0;
}

struct spank_option spank_options[] = {
    {"container-image", "[USER@][REGISTRY#]IMAGE[:TAG]|PATH",
     "[pyxis] the image to run the container from (test bed stand-in)", 1, 0, opt_image},
    {"container-mounts", "SRC:DST[:FLAGS][,SRC:DST...]",
     "[pyxis] bind mount[s] inside the container (test bed stand-in)", 1, 0, opt_mounts},
    {"container-name", "NAME",
     "[pyxis] name to use for saving and loading the container on the host (test bed stand-in)", 1, 0, opt_name},
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

/* start ARGV as the job's user; with OUT, its stdout into a pipe (*OUT, the read end), with
 * ERR its stderr into that file; the pid, or -1 */
static pid_t spawn(spank_t sp, char *const argv[], FILE **out, FILE *err)
{
    int fds[2] = {-1, -1};
    if (out != NULL && pipe(fds) < 0)
        return -1;
    pid_t pid = fork();
    if (pid < 0)
        return -1;
    if (pid == 0) {
        if (become_user(sp) < 0)
            _exit(126);
        if (out != NULL) {
            dup2(fds[1], 1);
            close(fds[0]);
        }
        if (err != NULL)
            dup2(fileno(err), 2);
        execvp(argv[0], argv);
        _exit(127);
    }
    if (out != NULL) {
        close(fds[1]);
        *out = fdopen(fds[0], "r");
    }
    return pid;
}

/* run ARGV (enroot ...) as the job's user and wait; 0 when it exited 0 */
static int run(spank_t sp, char *const argv[])
{
    int status = 0;
    pid_t pid = spawn(sp, argv, NULL, NULL);
    if (pid < 0 || waitpid(pid, &status, 0) < 0)
        return -1;
    return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? 0 : -1;
}

static int container_name(spank_t sp, char *name, size_t size)
{
    uint32_t job = 0, step = 0;
    if (cname[0] != '\0') {
        snprintf(name, size, "pyxis_%s", cname);
        return 0;
    }
    if (spank_get_item(sp, S_JOB_ID, &job) != ESPANK_SUCCESS ||
        spank_get_item(sp, S_JOB_STEPID, &step) != ESPANK_SUCCESS)
        return -1;
    snprintf(name, size, "pyxis_%u.%u", job, step);
    return 0;
}

/* 1 when "enroot list" (as the job's user) names NAME, 0 when not, -1 on error */
static int container_exists(spank_t sp, const char *name)
{
    char line[512];
    int found = 0, status = 0;
    FILE *in = NULL;
    char *list[] = {"enroot", "list", NULL};
    pid_t pid = spawn(sp, list, &in, NULL);
    if (pid < 0)
        return -1;
    while (in && fgets(line, sizeof(line), in)) {
        line[strcspn(line, "\n")] = '\0';
        if (strcmp(line, name) == 0)
            found = 1;
    }
    if (in)
        fclose(in);
    if (waitpid(pid, &status, 0) < 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
        return -1;
    return found;
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
    if (cname[0] != '\0') {
        int exists = container_exists(sp, name);
        if (exists < 0) {
            slurm_error("pyxis: couldn't get list of existing container filesystems");
            return -1;
        }
        if (exists) {
            slurm_info("pyxis: reusing existing container filesystem");
            return 0;
        }
    }
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
    FILE *in = NULL, *log = tmpfile();
    char *start[] = {"enroot", "start", name, "env", NULL};
    pid_t pid = log == NULL ? -1 : spawn(sp, start, &in, log);
    if (pid < 0)
        return -1;
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
        slurm_error("pyxis: printing enroot log file:");
        rewind(log);
        while (fgets(line, sizeof(line), log)) {
            line[strcspn(line, "\n")] = '\0';
            slurm_error("pyxis:     %s", line);
        }
        fclose(log);
        slurm_error("pyxis: couldn't start container");
        return -1;
    }
    fclose(log);
    return 0;
}

int slurm_spank_exit(spank_t sp, int ac, char **av)
{
    char name[128];
    (void)ac;
    (void)av;
    /* named containers stay (Pyxis README, --container-name) */
    if (!spank_remote(sp) || image[0] == '\0' || cname[0] != '\0' || container_name(sp, name, sizeof(name)) < 0)
        return 0;
    char *remove[] = {"enroot", "remove", "--force", name, NULL};
    run(sp, remove);
    return 0;
}
