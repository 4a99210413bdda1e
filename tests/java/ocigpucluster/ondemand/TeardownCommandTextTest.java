package ocigpucluster.ondemand;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The clean-up's delete command, as the plan shows it to a reviewer. */
class TeardownCommandTextTest {
    private static final Pattern SOURCE = Pattern.compile("the script is (src/main/bootstrap/\\S+)\\)");

    @Test
    void theScriptItNamesIsTheFileInTheSourceTree() {
        String command = OnDemandTeardown.deleteCommand("ocid1.compartment.oc1..x", "dev", "ondemand");
        Matcher m = SOURCE.matcher(command);
        assertTrue(
                m.find(),
                "the delete command names no source script:\n"
                        + command.lines().limit(3).toList());
        // a reviewer reading the plan opens this path: it must be where the script lives
        assertTrue(Files.isRegularFile(Path.of(m.group(1))), m.group(1) + " does not exist");
    }
}
