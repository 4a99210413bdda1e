package ocigpucluster.validation;

import static ocigpucluster.validation.Config.assertExactly;
import static ocigpucluster.validation.Config.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import ocigpucluster.program.Features;
import ocigpucluster.settings.ConfigKey;
import org.junit.jupiter.api.Test;

class ValidatorTest {

    @Test
    void seedLikeConfigHasNoDiagnosticsAtAll() {
        List<Diagnostic> diagnostics = Config.seedLike().validate();
        assertEquals(List.of(), diagnostics, Config.render(diagnostics));
        assertFalse(Validator.hasErrors(diagnostics));
    }

    @Test
    void seedDefaultsOnlyWarnAboutSshOpenToTheWorld() {
        List<Diagnostic> diagnostics =
                Config.seedLike().remove("sshAllowedCidrs").validate();
        assertExactly(diagnostics, "SSH_OPEN_TO_WORLD", "sshAllowedCidrs");
        assertFalse(Validator.hasErrors(diagnostics));
    }

    @Test
    void severalProblemsAreReportedAtOnce() {
        List<Diagnostic> diagnostics = Config.seedLike()
                .set("cluster.nodeCount", 0)
                .set("cluster.timezone", "JST")
                .set("network.vcnCidr", "10.0.0/16")
                .set("network.privateSubnetCidr", "10.0.2.0/24")
                .set("bootstrap.nodeTimeoutMinutes", 0)
                .set("compartmentId", Config.IMAGE)
                .validate();
        assertExactly(
                diagnostics,
                "NODE_COUNT_RANGE",
                "cluster.nodeCount",
                "TIMEZONE_UNKNOWN",
                "cluster.timezone",
                "CIDR_MALFORMED",
                "network.vcnCidr",
                "PRIVATE_SUBNET_CONTAINS_CONTAINER_GATEWAY",
                "network.privateSubnetCidr",
                "TIMEOUT_INVALID",
                "bootstrap.nodeTimeoutMinutes",
                "OCID_WRONG_KIND",
                "compartmentId");
        assertTrue(Validator.hasErrors(diagnostics));
    }

    @Test
    void diagnosticLineNamesLevelKeyProblemFixAndId() {
        Diagnostic d =
                only(Config.seedLike().set("cluster.nodeCount", 0).validate(), "NODE_COUNT_RANGE", "cluster.nodeCount");
        assertEquals(
                "error: cluster.nodeCount: is 0, outside its range 1 to 4096; set it to a value from 1 to 4096,"
                        + " e.g. the default 2 [NODE_COUNT_RANGE]",
                d.line());
    }

    @Test
    void errorsComeBeforeWarnings() {
        List<Diagnostic> diagnostics = Config.seedLike()
                .remove("sshAllowedCidrs")
                .set("cluster.nodeCount", 0)
                .validate();
        assertEquals(List.of("NODE_COUNT_RANGE", "SSH_OPEN_TO_WORLD"), Config.ids(diagnostics));
    }

    @Test
    void suppressedWarningDisappears() {
        Config config = Config.seedLike().remove("sshAllowedCidrs");
        only(config.validate(), "SSH_OPEN_TO_WORLD", "sshAllowedCidrs");
        List<Diagnostic> diagnostics =
                config.set("suppressWarnings", List.of("SSH_OPEN_TO_WORLD")).validate();
        assertEquals(List.of(), diagnostics, Config.render(diagnostics));
    }

    @Test
    void suppressingAnErrorIsRefusedAndTheErrorStays() {
        List<Diagnostic> diagnostics = Config.seedLike()
                .set("cluster.nodeCount", 0)
                .set("suppressWarnings", List.of("NODE_COUNT_RANGE"))
                .validate();
        assertExactly(
                diagnostics, "NODE_COUNT_RANGE", "cluster.nodeCount", "SUPPRESS_ERROR_REFUSED", "suppressWarnings");
    }

    @Test
    void suppressingAReaderErrorIsRefusedToo() {
        List<Diagnostic> diagnostics = Config.seedLike()
                .set("suppressWarnings", List.of("CONFIG_UNKNOWN_KEY"))
                .validate();
        assertExactly(diagnostics, "SUPPRESS_ERROR_REFUSED", "suppressWarnings");
    }

    @Test
    void suppressingAnUnknownIdWarnsWithDidYouMean() {
        List<Diagnostic> diagnostics = Config.seedLike()
                .set("suppressWarnings", List.of("SSH_OPEN_TO_WORLDS"))
                .validate();
        Diagnostic d = only(diagnostics, "SUPPRESS_UNKNOWN_ID", "suppressWarnings");
        assertTrue(d.fix().contains("did you mean SSH_OPEN_TO_WORLD?"), d.line());
    }

    @Test
    void unknownKeyIsRefusedWithDidYouMean() {
        List<Diagnostic> diagnostics =
                Config.seedLike().set("cluster.nodecount", 3).validate();
        Diagnostic d = only(diagnostics, "CONFIG_UNKNOWN_KEY", "cluster.nodecount");
        assertTrue(d.fix().contains("did you mean cluster.nodeCount?"), d.line());
        assertEquals(1, diagnostics.size(), Config.render(diagnostics));
    }

    @Test
    void wrongTypeIsReportedAndTheOtherChecksStillRun() {
        List<Diagnostic> diagnostics = Config.seedLike()
                .set("cluster.nodeCount", "two")
                .set("cluster.timezone", "Tokyo")
                .validate();
        assertExactly(diagnostics, "CONFIG_TYPE", "cluster.nodeCount", "TIMEZONE_UNKNOWN", "cluster.timezone");
    }

    @Test
    void unknownModeIsRefusedAndTheClusterChecksStillRun() {
        List<Diagnostic> diagnostics = Config.seedLike()
                .set("cluster.mode", "cluster")
                .set("cluster.nodeCount", 0)
                .validate();
        assertExactly(diagnostics, "CONFIG_INVALID_VALUE", "cluster.mode", "NODE_COUNT_RANGE", "cluster.nodeCount");
    }

    @Test
    void noOddValueOfAnyKeyMakesValidationThrow() {
        List<Object> oddValues = java.util.Arrays.asList("", -1, 1e300, List.of("x"), java.util.Map.of("a", 1));
        for (ocigpucluster.settings.ConfigKey key : Features.KEYS.all()) {
            for (Object value : oddValues) {
                Config config = Config.seedLike().set(key.key(), value);
                org.junit.jupiter.api.Assertions.assertDoesNotThrow(config::validate, key.key() + " = " + value);
            }
        }
    }

    @Test
    void catalogListsReaderCheckAndValidatorIdsOnceEach() {
        List<CheckCatalog.Entry> all = Features.RULES.catalog().all();
        Set<String> seen = new HashSet<>();
        for (CheckCatalog.Entry e : all) {
            assertTrue(seen.add(e.id()), "duplicate id " + e.id());
            assertTrue(e.id().matches("[A-Z][A-Z0-9_]+"), e.id());
            assertFalse(e.summary().isBlank(), e.id());
        }
        for (String id : List.of(
                "CONFIG_UNKNOWN_KEY",
                "CONFIG_TYPE",
                "CONFIG_INVALID_VALUE",
                "CONFIG_CONTROL_CHARACTER",
                "SSH_PRIVATE_KEY_NOT_SECRET",
                "DIRECTORY_BIND_PASSWORD_NOT_SECRET",
                "SUPPRESS_UNKNOWN_ID",
                "SUPPRESS_ERROR_REFUSED",
                "CIDR_MALFORMED",
                "SSH_OPEN_TO_WORLD",
                "NCCL_SIZE_INVALID")) {
            assertTrue(seen.contains(id), id + " missing from the catalog");
        }
        long rangeOnly = Features.KEYS.all().stream()
                .filter(k -> k.range() != null)
                .flatMap(k -> java.util.stream.Stream.of(
                        k.range().belowId(), k.range().aboveId()))
                .distinct()
                .filter(id -> Features.RULES.check(id).isEmpty())
                .count();
        // a word outside a key's choices is refused by the reader under the choices' id (SCHEDULER_TYPE_INVALID,
        // ROLE_HOST_INVALID)
        long choiceOnly = Features.KEYS.all().stream()
                .filter(k -> k.choices() != null)
                .map(k -> k.choices().id())
                .distinct()
                .filter(id -> Features.RULES.check(id).isEmpty() && !id.equals("CONFIG_INVALID_VALUE"))
                .count();
        assertEquals(2, choiceOnly);
        // a feature's OCID keys are checked under the shared OCID ids: one entry per id
        long checkIds =
                Features.RULES.checks().stream().map(Check::id).distinct().count();
        // the reader refuses each secret-by-nature key stored in plain text under its own id
        long secretOnly = Features.KEYS.all().stream().filter(ConfigKey::secret).count();
        assertEquals(3, secretOnly, "sshPrivateKey, users.directory.bindPassword, monitoring.alertReceiver");
        // 6 of the reader (with CONFIG_CONTROL_CHARACTER), 3 of the nodeGroups reading, 2 of the
        // validator, 1 of users.accounts' reading; 7 of the stack file's own (StackFileChecks): the
        // provider's key and value, the region's two, ESC's two, the placeholders
        assertEquals(checkIds + 12 + 7 + secretOnly + rangeOnly + choiceOnly, all.size());
    }

    /** Every id `validate --list-checks` printed before the ranges moved into the key table (docs and suppressWarnings name them). */
    @Test
    void everyEarlierCheckIdIsStillListed() {
        Set<String> ids = new HashSet<>(Features.RULES.catalog().all().stream()
                .map(CheckCatalog.Entry::id)
                .toList());
        for (String id : List.of(
                "BASTION_SHAPE_NOT_FLEX",
                "BASTION_SIZE_RANGE",
                "BOOTSTRAP_DISABLED",
                "BOOT_VOLUME_BELOW_RECOMMENDED",
                "BOOT_VOLUME_TOO_LARGE",
                "BOOT_VOLUME_TOO_SMALL",
                "CIDR_MALFORMED",
                "CIDR_NOT_NETWORK",
                "CONFIG_INVALID_VALUE",
                "CONFIG_TYPE",
                "CONFIG_UNKNOWN_KEY",
                "DNS_LABEL_INVALID",
                "EXISTING_NETWORK_INCOMPLETE",
                "HOSTNAME_INVALID",
                "NCCL_NEEDS_CONTAINER_RUNTIME",
                "NCCL_PASS_LINE_INVALID",
                "NCCL_SIZE_EXCEEDS_GPU_MEMORY",
                "NCCL_SIZE_INVALID",
                "NODE_COUNT_RANGE",
                "OCID_MALFORMED",
                "OCID_WRONG_KIND",
                "POOL_NAME_INVALID",
                "PRIVATE_SUBNET_CONTAINS_CONTAINER_GATEWAY",
                "PRIVATE_SUBNET_TOO_SMALL",
                "RDMA_RANGE_OVERLAPS_VCN",
                "REQUIRED_MISSING",
                "SHAPE_UNKNOWN",
                "SINGLE_INSTANCE_NODE_COUNT",
                "SSH_KEY_PAIR_MISMATCH",
                "SSH_NO_ALLOWED_SOURCE",
                "SSH_OPEN_TO_WORLD",
                "SSH_PRIVATE_KEY_MALFORMED",
                "SSH_PRIVATE_KEY_NOT_SECRET",
                "SSH_PUBLIC_KEY_MALFORMED",
                "SSH_RSA_KEY_WEAK",
                "SUBNETS_OVERLAP",
                "SUBNET_CIDR_SIZE",
                "SUBNET_OUTSIDE_VCN",
                "SUPPRESS_ERROR_REFUSED",
                "SUPPRESS_UNKNOWN_ID",
                "TENSORFLOW_NEEDS_CONTAINER_RUNTIME",
                "TIMEOUT_INVALID",
                "TIMEZONE_UNKNOWN",
                "VCN_CIDR_SIZE")) {
            assertTrue(ids.contains(id), id + " is no longer in the catalog");
        }
    }

    @Test
    void catalogMarkdownHasOneRowPerId() {
        List<String> rows = Features.RULES.catalog().markdown().lines().toList();
        assertEquals("| id | level | finds |", rows.get(0));
        assertEquals(Features.RULES.catalog().all().size() + 2, rows.size());
        assertTrue(
                rows.contains("| `SSH_OPEN_TO_WORLD` | warning | SSH to the bastion is open to 0.0.0.0/0 |"),
                Features.RULES.catalog().markdown());
    }

    @Test
    void catalogLinesShowIdLevelAndSummary() {
        String line = Features.RULES.catalog().lines().stream()
                .filter(l -> l.startsWith("BOOTSTRAP_DISABLED "))
                .findFirst()
                .orElseThrow();
        assertTrue(line.matches("BOOTSTRAP_DISABLED +warning +bootstrap\\.enabled is false.*"), line);
    }
}
