/* batch-floor: the file-writing floor of `starbadge batch`.
 *
 *   floor SRC DST JOBS
 *
 * Reads every PNG and SVG file in SRC into memory first (the badges a batch
 * wrote), then writes them into DST in JOBS processes (file i to process
 * i mod JOBS) with the protocol `starbadge batch` uses for a new file:
 * fstatat the name (is something there?), a nameless file (O_TMPFILE),
 * write, close, linkat into place; where O_TMPFILE or linkat is refused,
 * a temporary name beside it, write, close, rename. Prints one line:
 * "files N seconds S rate R" (R files a second, the writes only).
 * Built and run by Benchmarks/batch-floor/run.sh.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

struct file { char *name; unsigned char *bytes; size_t size; };
static struct file *files;
static size_t count, capacity;

static void fail(const char *what, const char *name) {
    fprintf(stderr, "batch-floor: %s %s: %s\n", what, name, strerror(errno));
    exit(1);
}

static int isBadge(const char *name) {
    size_t length = strlen(name);
    return length > 4 && (strcmp(name + length - 4, ".png") == 0 || strcmp(name + length - 4, ".svg") == 0);
}

/* Every badge file in `folder` (a batch's output names are flat here). */
static void collect(const char *folder) {
    DIR *directory = opendir(folder);
    if (!directory) fail("cannot open", folder);
    struct dirent *entry;
    while ((entry = readdir(directory))) {
        if (entry->d_name[0] == '.') continue;
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", folder, entry->d_name);
        struct stat info;
        if (lstat(path, &info) != 0) fail("cannot stat", path);
        if (!S_ISREG(info.st_mode) || !isBadge(entry->d_name)) continue;
        if (count == capacity) {
            capacity = capacity ? capacity * 2 : 1024;
            files = realloc(files, capacity * sizeof *files);
        }
        struct file *file = &files[count++];
        file->name = strdup(entry->d_name);
        file->size = (size_t)info.st_size;
        file->bytes = malloc(file->size ? file->size : 1);
        int fd = open(path, O_RDONLY);
        if (fd < 0 || read(fd, file->bytes, file->size) != (ssize_t)file->size) fail("cannot read", path);
        close(fd);
    }
    closedir(directory);
}

static void writeAll(int fd, const struct file *file) {
    size_t done = 0;
    while (done < file->size) {
        ssize_t n = write(fd, file->bytes + done, file->size - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) fail("cannot write", file->name);
        done += (size_t)n;
    }
}

/* One file, as AtomicWriter writes a new one. */
static void put(int folder, const struct file *file, int *anonymous) {
    struct stat info;
    if (fstatat(folder, file->name, &info, AT_SYMLINK_NOFOLLOW) == 0) { errno = EEXIST; fail("exists:", file->name); }
    if (*anonymous) {
        int fd = openat(folder, ".", O_TMPFILE | O_WRONLY | O_CLOEXEC, 0644);
        if (fd >= 0) {
            writeAll(fd, file);
            int linked = linkat(fd, "", folder, file->name, AT_EMPTY_PATH);
            close(fd);
            if (linked == 0) return;
        }
        *anonymous = 0;
    }
    char temporary[4200];
    snprintf(temporary, sizeof temporary, "%s.tmp-%d", file->name, (int)getpid());
    int fd = openat(folder, temporary, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0644);
    if (fd < 0) fail("cannot create", temporary);
    writeAll(fd, file);
    if (close(fd) != 0) fail("cannot close", temporary);
    if (renameat(folder, temporary, folder, file->name) != 0) fail("cannot rename", temporary);
}

int main(int argc, char **argv) {
    if (argc != 4) { fprintf(stderr, "usage: floor SRC DST JOBS\n"); return 64; }
    int jobs = atoi(argv[3]);
    if (jobs < 1) jobs = 1;
    collect(argv[1]);
    if (mkdir(argv[2], 0755) != 0 && errno != EEXIST) fail("cannot make", argv[2]);
    int folder = open(argv[2], O_RDONLY | O_DIRECTORY);
    if (folder < 0) fail("cannot open", argv[2]);
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    for (int job = 0; job < jobs; job++) {
        pid_t pid = fork();
        if (pid < 0) fail("cannot fork", "");
        if (pid == 0) {
            int anonymous = 1;
            for (size_t i = (size_t)job; i < count; i += (size_t)jobs) put(folder, &files[i], &anonymous);
            _exit(0);
        }
    }
    int status, failed = 0;
    while (wait(&status) > 0) if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) failed = 1;
    clock_gettime(CLOCK_MONOTONIC, &end);
    if (failed) return 1;
    double seconds = (double)(end.tv_sec - start.tv_sec) + (double)(end.tv_nsec - start.tv_nsec) / 1e9;
    printf("files %zu seconds %.4f rate %.0f\n", count, seconds, (double)count / seconds);
    return 0;
}
