/* outputs.c -- what the debug layer writes: the perf map line, the jitdump records, the ELF
 * object registered with GDB (and gone after kl_code_free), KILN_DEBUG, and nothing when off. */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <kiln.h>
#include <kiln/debug.h>

/* GDB's JIT interface, as kiln defines it */
struct jit_code_entry {
	struct jit_code_entry *next_entry, *prev_entry;
	const char *symfile_addr;
	uint64_t symfile_size;
};
struct jit_descriptor {
	uint32_t version, action_flag;
	struct jit_code_entry *relevant_entry, *first_entry;
};
extern struct jit_descriptor __jit_debug_descriptor;

/* long f(long a) { return a * 7 + 1; } named name, with two source lines */
static void *build(const char *name, size_t *size)
{
	kl_func *f = kl_func_new();
	kl_reg a[1];
	if (name)
		kl_func_set_name(f, name);
	kl_func_set_source(f, "/nonexistent/prog.q");
	kl_func_begin(f, "%l", a, KL_LEAF);
	kl_func_line(f, 10);
	kl_mulli(f, a[0], a[0], 7);
	kl_func_line(f, 11);
	kl_addli(f, a[0], a[0], 1);
	kl_retl(f, a[0]);
	void *code = kl_func_end(f, size);
	cr_assert_not_null(code, "%s", kl_errmsg(f));
	cr_assert_eq(((long (*)(long))code)(6), 43);
	kl_func_delete(f);
	return code;
}

/* the /tmp/perf-PID.map line for addr: 1 and its size and name, or 0 */
static int map_line(uintptr_t addr, size_t *size, char *name)
{
	char path[64], line[256], n[128];
	snprintf(path, sizeof path, "/tmp/perf-%d.map", (int)getpid());
	FILE *in = fopen(path, "r");
	if (!in)
		return 0;
	int found = 0;
	unsigned long a, s;
	while (fgets(line, sizeof line, in))
		if (sscanf(line, "%lx %lx %127s", &a, &s, n) == 3 && a == addr) {
			*size = s;
			strcpy(name, n);
			found = 1;
		}
	fclose(in);
	return found;
}

static void drop_map(void)
{
	char path[64];
	snprintf(path, sizeof path, "/tmp/perf-%d.map", (int)getpid());
	remove(path);
}

Test(outputs, perf_map_names_each_function)
{
	cr_assert_eq(kl_debug_enable(KL_DEBUG_PERFMAP) & KL_DEBUG_PERFMAP, KL_DEBUG_PERFMAP);
	size_t size, got;
	char name[128];
	void *code = build("my_filter", &size);
	void *anon = build(NULL, &size);
	cr_assert(map_line((uintptr_t)code, &got, name), "no line for %p", code);
	cr_expect_eq(got, size);
	cr_expect_str_eq(name, "my_filter");
	cr_assert(map_line((uintptr_t)anon, &got, name));
	cr_expect(strncmp(name, "kiln_func_", 10) == 0, "unnamed function called %s", name);
	kl_code_free(code);
	kl_code_free(anon);
	drop_map();
}

Test(outputs, nothing_when_off)
{
	cr_assert_eq(kl_debug_flags(), 0u, "KILN_DEBUG is set in the test's environment");
	size_t size, got;
	char name[128];
	void *code = build("quiet", &size);
	cr_expect(!map_line((uintptr_t)code, &got, name), "a perf map line with debugging off");
	cr_expect_null(__jit_debug_descriptor.first_entry);
	kl_code_free(code);
}

Test(outputs, environment_variable)
{
	setenv("KILN_DEBUG", "perfmap,gdb", 1);
	cr_expect_eq(kl_debug_flags(), KL_DEBUG_PERFMAP | KL_DEBUG_GDB);
	kl_debug_disable(KL_DEBUG_ALL);
	cr_expect_eq(kl_debug_flags(), 0u);
}

static uint32_t u32(const uint8_t *p) { uint32_t v; memcpy(&v, p, 4); return v; }
static uint64_t u64(const uint8_t *p) { uint64_t v; memcpy(&v, p, 8); return v; }

Test(outputs, jitdump_records)
{
	char dir[] = "/tmp/kiln-jitdump-XXXXXX";
	cr_assert_not_null(mkdtemp(dir));
	setenv("KILN_JITDUMP_DIR", dir, 1);
	cr_assert_eq(kl_debug_enable(KL_DEBUG_JITDUMP), KL_DEBUG_JITDUMP, "%s", kl_debug_error());
	size_t size;
	void *code = build("dumped", &size);
	char path[128];
	snprintf(path, sizeof path, "%s/jit-%d.dump", dir, (int)getpid());
	FILE *in = fopen(path, "rb");
	cr_assert_not_null(in, "%s", path);
	static uint8_t buf[1 << 16];
	size_t n = fread(buf, 1, sizeof buf, in);
	fclose(in);
	cr_assert_geq(n, 40u);
	cr_expect_eq(u32(buf), 0x4A695444u, "magic");
	cr_expect_eq(u32(buf + 4), 1u, "version");
	cr_expect_eq(u32(buf + 20), (uint32_t)getpid());
	int saw_debug = 0, saw_load = 0;
	for (size_t at = u32(buf + 8); at + 16 <= n;) {
		uint32_t id = u32(buf + at), len = u32(buf + at + 4);
		cr_assert_geq(len, 16u);
		cr_assert_leq(at + len, n);
		const uint8_t *r = buf + at + 16;
		if (id == 2) { /* JIT_CODE_DEBUG_INFO: code_addr, nr_entry, entries */
			cr_expect_eq(u64(r), (uint64_t)(uintptr_t)code);
			cr_expect_eq(u64(r + 8), 2u);
			cr_expect_eq(u32(r + 16 + 8), 10u);
			cr_expect_str_eq((const char *)r + 16 + 16, "/nonexistent/prog.q");
			cr_expect(!saw_load, "line records must come before the code they describe");
			saw_debug = 1;
		} else if (id == 0) { /* JIT_CODE_LOAD: pid tid vma code_addr size index name code */
			cr_expect_eq(u32(r), (uint32_t)getpid());
			cr_expect_eq(u64(r + 16), (uint64_t)(uintptr_t)code);
			cr_expect_eq(u64(r + 24), size);
			cr_expect_str_eq((const char *)r + 40, "dumped");
			cr_expect(memcmp(r + 40 + 7, code, size) == 0, "the record's bytes are not the code");
			saw_load = 1;
		}
		at += len;
	}
	cr_expect(saw_debug && saw_load, "debug info %d, code load %d", saw_debug, saw_load);
	kl_code_free(code);
	remove(path);
	rmdir(dir);
}

Test(outputs, gdb_object_until_freed)
{
	cr_assert_eq(kl_debug_enable(KL_DEBUG_GDB), KL_DEBUG_GDB);
	size_t size;
	void *code = build("in_gdb", &size);
	struct jit_code_entry *e = __jit_debug_descriptor.first_entry;
	cr_assert_not_null(e);
	cr_expect_eq(__jit_debug_descriptor.action_flag, 1u);
	const uint8_t *elf = (const uint8_t *)e->symfile_addr;
	cr_assert(memcmp(elf, "\177ELF", 4) == 0);
	/* section names and the function symbol, as readelf sees them */
	char path[] = "/tmp/kiln-gdbobj-XXXXXX";
	int fd = mkstemp(path);
	cr_assert_geq(fd, 0);
	cr_assert_eq(write(fd, elf, e->symfile_size), (ssize_t)e->symfile_size);
	close(fd);
	char cmd[256];
	snprintf(cmd, sizeof cmd, "readelf -S -s --debug-dump=decodedline,frames-interp %s 2>&1", path);
	FILE *in = popen(cmd, "r");
	char *text = NULL;
	size_t len = 0, got;
	FILE *all = open_memstream(&text, &len);
	char line[512];
	while ((got = fread(line, 1, sizeof line, in)) > 0)
		fwrite(line, 1, got, all);
	pclose(in);
	fclose(all);
	char sym[64];
	snprintf(sym, sizeof sym, "%016lx %5zu FUNC    GLOBAL DEFAULT    1 in_gdb", (unsigned long)(uintptr_t)code, size);
	const char *want[] = {".text", ".symtab", ".debug_frame", ".debug_info", ".debug_line", sym, "prog.q", "FDE cie=00000000"};
	for (size_t k = 0; k < sizeof want / sizeof want[0]; k++)
		cr_expect(strstr(text, want[k]) != NULL, "no \"%s\" in readelf's view:\n%s", want[k], text);
	cr_expect(strstr(text, "Warning") == NULL && strstr(text, "Error") == NULL, "readelf complains:\n%s", text);
	free(text);
	remove(path);
	cr_assert_eq(kl_code_free(code), 0);
	cr_expect_null(__jit_debug_descriptor.first_entry, "still registered after kl_code_free");
	cr_expect_eq(__jit_debug_descriptor.action_flag, 2u);
}
