/* replay.c -- runs a fuzz harness on files instead of under libFuzzer: every file named on the
 * command line, and every file in each directory named.  ctest runs each harness on its seed
 * corpus and on the inputs that once crashed it (tests/fuzz/regress/<harness>/), so what the
 * fuzzer found stays fixed in builds without clang's libFuzzer. */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int run_file(const char *path)
{
	FILE *fp = fopen(path, "rb");
	if (!fp) {
		perror(path);
		return 1;
	}
	uint8_t *buf = NULL;
	size_t n = 0, cap = 0;
	for (;;) {
		if (n == cap) {
			cap = cap ? 2 * cap : 4096;
			uint8_t *nb = realloc(buf, cap);
			if (!nb) {
				fclose(fp);
				free(buf);
				return 1;
			}
			buf = nb;
		}
		size_t got = fread(buf + n, 1, cap - n, fp);
		if (!got)
			break;
		n += got;
	}
	fclose(fp);
	LLVMFuzzerTestOneInput(buf, n);
	free(buf);
	return 0;
}

int main(int argc, char **argv)
{
	int files = 0, bad = 0;
	for (int k = 1; k < argc; k++) {
		struct stat st;
		if (stat(argv[k], &st)) {
			continue; /* a harness without regressions yet has no such directory */
		}
		if (!S_ISDIR(st.st_mode)) {
			bad |= run_file(argv[k]);
			files++;
			continue;
		}
		DIR *d = opendir(argv[k]);
		struct dirent *e;
		while (d && (e = readdir(d))) {
			if (e->d_name[0] == '.')
				continue;
			char path[4096];
			snprintf(path, sizeof path, "%s/%s", argv[k], e->d_name);
			bad |= run_file(path);
			files++;
		}
		if (d)
			closedir(d);
	}
	printf("%d inputs replayed\n", files);
	return bad || files == 0;
}
