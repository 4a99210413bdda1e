package ocigpucluster.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import ocigpucluster.program.Features;
import ocigpucluster.settings.ConfigKey;
import org.junit.jupiter.api.Test;

/** A value of the wrong type, or a CIDR that cannot be read, is one line: no second, false error follows from it. */
class OneProblemOneLineTest {

    /** Values of the wrong kind for the key's type. */
    static List<Object> wrongTypes(ConfigKey k) {
        return switch (k.type()) {
            case INTEGER -> List.of("fast", "2.5", "yes", List.of(1), Map.of("a", 1), true);
            case NUMBER -> List.of("fast", "yes", "", List.of(1), Map.of("a", 1), false);
            case BOOLEAN -> List.of("yes", "on", "off", "no", "1", 0, "maybe", List.of(true), Map.of("a", true));
            // the engine hands a top-level value over as text, so only a key in a group can hold a list or map
            case STRING -> k.group() == null ? List.of() : List.of(List.of("a", "b"), Map.of("a", "b"));
            case STRING_LIST -> List.of(Map.of("a", "b"), List.of(1, 2), List.of(List.of("x")));
            case OBJECT_LIST -> List.of(Map.of("a", "b"), "alice", List.of(1));
            case STRING_MAP -> List.of("text", List.of("a"), Map.of("a", List.of(1)));
        };
    }

    @Test
    void everyWrongTypeIsExactlyOneLine() {
        List<String> problems = new ArrayList<>();
        int cases = 0;
        for (ConfigKey k : Features.KEYS.all()) {
            if (k.secret()) {
                continue; // sshPrivateKey is text from a file; its checks are in AccessChecksTest
            }
            for (Object v : wrongTypes(k)) {
                if ("".equals(v) && k.defaultValue() == null) {
                    continue; // an empty optional value means "not set" (Pulumi.yaml declares them with default "")
                }
                cases++;
                List<Diagnostic> d = Config.seedLike().set(k.key(), v).validate();
                if (d.size() != 1
                        || !d.get(0).key().equals(k.key())
                        || !d.get(0).isError()) {
                    problems.add(k.key() + "=" + v + " gave " + d.size() + " lines:\n  "
                            + String.join(
                                    "\n  ", d.stream().map(Diagnostic::line).toList()));
                }
            }
        }
        assertTrue(cases > 80, "swept only " + cases);
        assertEquals("", String.join("\n", problems));
    }

    @Test
    void passLineGivenAsTextIsNotAlsoReportedAsZero() {
        List<Diagnostic> d =
                Config.seedLike().set("bootstrap.ncclPassLineGBps", "fast").validate();
        Config.assertExactly(d, "CONFIG_TYPE", "bootstrap.ncclPassLineGBps");
    }

    @Test
    void anUnreadableVcnIsOneLineWhateverTheSubnets() {
        List<String> problems = new ArrayList<>();
        for (String vcn : List.of("garbage", "10.0.0.0", "10.0.0.0/33", "300.0.0.0/16", "", "10.0.0.0/016", "::/0")) {
            for (List<String> subnets :
                    List.of(List.of("10.0.1.0/24", "10.0.4.0/22"), List.of("192.168.1.0/24", "192.168.4.0/22"))) {
                List<Diagnostic> d = Config.seedLike()
                        .set("network.vcnCidr", vcn)
                        .set("network.publicSubnetCidr", subnets.get(0))
                        .set("network.privateSubnetCidr", subnets.get(1))
                        .validate();
                if (d.size() != 1 || !d.get(0).key().equals("network.vcnCidr")) {
                    problems.add(vcn + " " + subnets + ":\n  "
                            + String.join(
                                    "\n  ", d.stream().map(Diagnostic::line).toList()));
                }
            }
        }
        assertEquals("", String.join("\n", problems));
    }
}
