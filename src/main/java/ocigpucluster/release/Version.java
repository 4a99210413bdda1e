package ocigpucluster.release;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import java.util.regex.Pattern;

/**
 * The version of oci-gpu-cluster: the project's {@code <version>} (pom.xml, the one place it is
 * written), filled into {@code ocigpucluster/version.properties} by the build. Semantic Versioning
 * 2.0.0 (docs/releasing.md); {@code --version} prints it and every plan.json carries it.
 */
public final class Version {
    static final String RESOURCE = "ocigpucluster/version.properties";
    /** MAJOR.MINOR.PATCH with an optional pre-release (semver.org, 2.0.0, items 2 and 9). */
    static final Pattern SEMVER = Pattern.compile("(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(-[0-9A-Za-z.-]+)?");

    private static final String CURRENT = read();

    private Version() {}

    /** {@code 0.2.0} */
    public static String current() {
        return CURRENT;
    }

    /** {@code oci-gpu-cluster 0.2.0}, as {@code --version} prints it. */
    public static String line() {
        return "oci-gpu-cluster " + CURRENT;
    }

    static String read() {
        try (InputStream in = Version.class.getClassLoader().getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is not on the class path (build with mvn package)");
            }
            Properties p = new Properties();
            p.load(in);
            String v = p.getProperty("version", "").trim();
            if (!SEMVER.matcher(v).matches()) {
                // an unfiltered copy (${project.version}) means the resource was not built by Maven
                throw new IllegalStateException(RESOURCE + " holds '" + v + "', not a version: build with mvn package");
            }
            return v;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
