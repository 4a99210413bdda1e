package ocigpucluster.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import ocigpucluster.program.Features;
import org.junit.jupiter.api.Test;

/**
 * The catalog of diagnostic ids ({@code validate --list-checks}, the README's list): one entry per
 * id, each with its level and summary, the summaries of the reader's ranges and choices written
 * out by hand from the keys' declared ranges and words (docs/configuration.md).
 */
class CheckCatalogTest {
    /** Built when the test runs (the registry's own is built once, when Features is loaded). */
    private static CheckCatalog catalog() {
        return new CheckCatalog(Features.RULES.keys(), Features.RULES.checks());
    }

    private static CheckCatalog.Entry entry(String id) {
        return catalog().find(id).orElseThrow(() -> new AssertionError("no entry " + id));
    }

    @Test
    void eachIdOnceReaderFirstValidatorLast() {
        assertEquals(Features.RULES.catalog().lines(), catalog().lines(), "the registry's catalog is this one");
        List<String> ids = catalog().all().stream().map(CheckCatalog.Entry::id).toList();
        assertEquals(new TreeSet<>(ids).size(), ids.size(), "an id listed twice: " + ids);
        assertEquals(
                List.of(
                        "CONFIG_UNKNOWN_KEY",
                        "CONFIG_KEY_MALFORMED",
                        "CONFIG_NAMESPACE_UNUSED",
                        "CONFIG_TYPE",
                        "CONFIG_CONTROL_CHARACTER",
                        "CONFIG_INVALID_VALUE"),
                ids.subList(0, 6));
        assertEquals(List.of("SUPPRESS_UNKNOWN_ID", "SUPPRESS_ERROR_REFUSED"), ids.subList(ids.size() - 2, ids.size()));
        assertEquals(Diagnostic.Level.WARNING, entry("CONFIG_NAMESPACE_UNUSED").level());
        assertEquals(Diagnostic.Level.ERROR, entry("SUPPRESS_ERROR_REFUSED").level());
    }

    @Test
    void aRangeSharedByTwoKeysNamesBothAndItsBounds() {
        // the boot volumes of the nodes, the bastion and the role VMs: 50 to 32768, one id each side
        List<String> keys = List.of("cluster", "bastion", "login", "controller", "monitoringHost");
        assertEquals(
                keys.stream().map(k -> k + ".bootVolumeSizeInGbs below 50").collect(Collectors.toSet()),
                Set.of(entry("BOOT_VOLUME_TOO_SMALL").summary().split(", ")));
        assertEquals(
                keys.stream().map(k -> k + ".bootVolumeSizeInGbs above 32768").collect(Collectors.toSet()),
                Set.of(entry("BOOT_VOLUME_TOO_LARGE").summary().split(", ")));
        assertEquals(Diagnostic.Level.ERROR, entry("BOOT_VOLUME_TOO_SMALL").level());
    }

    @Test
    void aRangeWithOneIdSaysOutsideAndACheckSharingTheIdAddsItsSummary() {
        // cluster.nodeCount: 1 to 4096 (NODE_COUNT_RANGE), which the check against maxNodeCount reports too
        assertEquals(
                "cluster.nodeCount outside 1 to 4096; cluster.nodeCount is above cluster.maxNodeCount",
                entry("NODE_COUNT_RANGE").summary());
        // bootstrap.ncclPassLineGBps: above 0 (exclusive) to 10000
        assertEquals(
                "bootstrap.ncclPassLineGBps outside above 0 to 10000",
                entry("NCCL_PASS_LINE_INVALID").summary());
    }

    @Test
    void aWordOutsideAKeysChoicesHasItsIdUnlessACheckOrTheReaderListsIt() {
        assertEquals(
                "scheduler.type is not none, slurm or kubernetes",
                entry("SCHEDULER_TYPE_INVALID").summary());
        assertEquals(Diagnostic.Level.ERROR, entry("SCHEDULER_TYPE_INVALID").level());
        // a check reports this one: its own summary, not the reader's words
        assertTrue(
                !entry("NODE_FAILURE_POLICY_INVALID").summary().startsWith("scheduler.onNodeFailure is not"),
                entry("NODE_FAILURE_POLICY_INVALID").summary());
        // the reader's own (cluster.mode, storage.mode, monitoring.host share it)
        assertEquals(
                "a config value outside its allowed set (cluster.mode)",
                entry("CONFIG_INVALID_VALUE").summary());
    }

    @Test
    void eachSecretByNatureKeyStoredInPlainTextHasItsId() {
        assertEquals(
                "sshPrivateKey is stored in plain text, not as a secret",
                entry("SSH_PRIVATE_KEY_NOT_SECRET").summary());
        assertEquals(
                "users.directory.bindPassword is stored in plain text, not as a secret",
                entry("DIRECTORY_BIND_PASSWORD_NOT_SECRET").summary());
        assertEquals(
                Diagnostic.Level.ERROR,
                entry("DIRECTORY_BIND_PASSWORD_NOT_SECRET").level());
    }

    @Test
    void aFeatureGroupsReadErrorsAreListedOnce() {
        Features.RULES
                .keys()
                .featureGroups()
                .forEach(g -> g.readErrors().forEach((id, summary) -> {
                    CheckCatalog.Entry e = entry(id);
                    assertEquals(Diagnostic.Level.ERROR, e.level(), id);
                }));
        assertTrue(
                Features.RULES.keys().featureGroups().stream()
                        .anyMatch(g -> !g.readErrors().isEmpty()),
                "users.accounts' items have read errors");
    }

    @Test
    void aLineIsTheIdTheLevelAndTheSummaryInColumns() {
        assertEquals(
                String.format(
                        "%-42s %-8s %s",
                        "SCHEDULER_TYPE_INVALID", "error", "scheduler.type is not none, slurm or kubernetes"),
                entry("SCHEDULER_TYPE_INVALID").line());
        assertTrue(catalog().lines().contains(entry("NODE_COUNT_RANGE").line()));
        assertTrue(
                catalog()
                        .markdown()
                        .contains(
                                "| `SCHEDULER_TYPE_INVALID` | error | scheduler.type is not none, slurm or kubernetes |\n"),
                catalog().markdown());
    }
}
