package ocigpucluster.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The shfmt that .ci/install-test-tools installs is the one Spotless (pom.xml) demands: it refuses any other. */
class FormatterPinTest {
    @Test
    void installScriptInstallsTheShfmtVersionThePomChecksWith() throws IOException {
        String pom = find(Path.of("pom.xml"), "<shfmt\\.version>([^<]+)</shfmt\\.version>");
        String install = find(Path.of(".ci/install-test-tools"), "(?m)^shfmt_version=\"([^\"]+)\"$");
        assertEquals(pom, install, "pom.xml shfmt.version vs .ci/install-test-tools shfmt_version");
    }

    private static String find(Path file, String regex) throws IOException {
        Matcher m = Pattern.compile(regex).matcher(Files.readString(file));
        if (!m.find()) {
            throw new AssertionError(file + " has no match for " + regex);
        }
        return m.group(1);
    }
}
