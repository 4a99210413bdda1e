/*
 * The test bed's nodes see the kernel's cgroup membership as Oracle Linux 9 shows it: one line,
 * "0::<path>", in /proc/<pid>/cgroup (cgroups(7), /proc/[pid]/cgroup: one line per hierarchy, the
 * cgroup v2 one "0::"; Oracle Linux 9 mounts only the unified hierarchy, cgroup v2, by default, as
 * RHEL 9 does: Red Hat "Managing, monitoring, and updating the kernel", "Understanding control
 * groups": "RHEL 9 mounts cgroup-v2 by default"). The machine a bed runs on may be a hybrid host,
 * whose cgroup v1 hierarchies the kernel lists there too, whatever the reader's namespaces: Slurm's
 * cgroup/v2 plugin refuses that ("Hybrid mode is not supported", src/plugins/cgroup/v2/cgroup_v2.c
 * _get_proc_cg_path), so every process of a node reads the file without its v1 lines (this library,
 * in the node's /etc/ld.so.preload: host-init.sh). Nothing else changes: the v2 line is the kernel's,
 * and the v1 hierarchies still act on the processes.
 * Built by bed.sh (gcc -shared) once per bed; only read-only opens of those files are filtered.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

static int digits(const char **p) {
    const char *s = *p;
    while (**p >= '0' && **p <= '9') (*p)++;
    return *p > s;
}

/* /proc/self/cgroup, /proc/thread-self/cgroup, /proc/<pid>/cgroup, /proc/<pid>/task/<tid>/cgroup */
static int cgroup_file(const char *path) {
    const char *p = path;
    if (!p || strncmp(p, "/proc/", 6)) return 0;
    p += 6;
    if (!strncmp(p, "self/", 5)) p += 5;
    else if (!strncmp(p, "thread-self/", 12)) p += 12;
    else {
        if (!digits(&p) || *p++ != '/') return 0;
        if (!strncmp(p, "task/", 5)) {
            p += 5;
            if (!digits(&p) || *p++ != '/') return 0;
        }
    }
    return !strcmp(p, "cgroup");
}

/* the file's "0::" lines in a memory file, positioned at its start; -1 (errno set) as open(2) */
static int unified_view(int fd, int flags) {
    char buf[65536], out[65536];
    size_t len = 0, n = 0;
    ssize_t r;
    while (len < sizeof(buf) - 1 && (r = read(fd, buf + len, sizeof(buf) - 1 - len)) > 0) len += r;
    close(fd);
    buf[len] = 0;
    for (char *line = buf; *line;) {
        char *end = strchr(line, '\n');
        size_t l = end ? (size_t)(end - line + 1) : strlen(line);
        if (!strncmp(line, "0::", 3)) {
            memcpy(out + n, line, l);
            n += l;
        }
        line += l;
    }
    int m = memfd_create("cgroup", (flags & O_CLOEXEC) ? MFD_CLOEXEC : 0);
    if (m < 0) return -1;
    if (write(m, out, n) != (ssize_t)n || lseek(m, 0, SEEK_SET) < 0) {
        close(m);
        return -1;
    }
    return m;
}

#define REAL(name) ((__typeof__(&name))dlsym(RTLD_NEXT, #name))

static int filtered(int fd, const char *path, int flags) {
    if (fd < 0 || (flags & O_ACCMODE) != O_RDONLY || !cgroup_file(path)) return fd;
    return unified_view(fd, flags);
}

static mode_t mode_arg(int flags, va_list ap) {
    return (flags & (O_CREAT | O_TMPFILE)) ? va_arg(ap, mode_t) : 0;
}

int open(const char *path, int flags, ...) {
    va_list ap;
    va_start(ap, flags);
    mode_t mode = mode_arg(flags, ap);
    va_end(ap);
    return filtered(REAL(open)(path, flags, mode), path, flags);
}

int open64(const char *path, int flags, ...) {
    va_list ap;
    va_start(ap, flags);
    mode_t mode = mode_arg(flags, ap);
    va_end(ap);
    return filtered(REAL(open64)(path, flags, mode), path, flags);
}

int openat(int dir, const char *path, int flags, ...) {
    va_list ap;
    va_start(ap, flags);
    mode_t mode = mode_arg(flags, ap);
    va_end(ap);
    return filtered(REAL(openat)(dir, path, flags, mode), path, flags);
}

int openat64(int dir, const char *path, int flags, ...) {
    va_list ap;
    va_start(ap, flags);
    mode_t mode = mode_arg(flags, ap);
    va_end(ap);
    return filtered(REAL(openat64)(dir, path, flags, mode), path, flags);
}

int __open_2(const char *path, int flags) { return filtered(REAL(open)(path, flags, 0), path, flags); }
int __open64_2(const char *path, int flags) { return filtered(REAL(open64)(path, flags, 0), path, flags); }
int __openat_2(int dir, const char *path, int flags) {
    return filtered(REAL(openat)(dir, path, flags, 0), path, flags);
}
int __openat64_2(int dir, const char *path, int flags) {
    return filtered(REAL(openat64)(dir, path, flags, 0), path, flags);
}

static FILE *fopen_view(FILE *(*real)(const char *, const char *), const char *path, const char *mode) {
    if (!cgroup_file(path) || (strcmp(mode, "r") && strcmp(mode, "re"))) return real(path, mode);
    int fd = open(path, O_RDONLY | (strchr(mode, 'e') ? O_CLOEXEC : 0));
    return fd < 0 ? NULL : fdopen(fd, "r");
}

FILE *fopen(const char *path, const char *mode) { return fopen_view(REAL(fopen), path, mode); }
FILE *fopen64(const char *path, const char *mode) { return fopen_view(REAL(fopen64), path, mode); }
