package ocigpucluster.validation;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * OCI region identifiers and their three-letter region keys, read from {@code oci-regions.tsv}
 * (beside this class's resources; its header names the source and date). A regional OCID carries
 * either form in its region segment (older regions' image OCIDs use the key:
 * ocid1.image.oc1.phx...., newer ones the name), and {@code oci:region} may be either: the OCI SDK
 * resolves a key too (oci-go-sdk common/common.go, StringToRegion).
 */
final class Regions {
    static final String RESOURCE = "ocigpucluster/validation/oci-regions.tsv";

    /** identifier -> {key, realm}, in the file's order. */
    private static final Map<String, String[]> BY_NAME = read();

    private Regions() {}

    /** The region identifier a name or key stands for (ap-tokyo-1 for ap-tokyo-1, nrt or NRT), if known. */
    static Optional<String> identifier(String nameOrKey) {
        if (nameOrKey == null) {
            return Optional.empty();
        }
        String t = nameOrKey.trim().toLowerCase(Locale.ROOT);
        if (BY_NAME.containsKey(t)) {
            return Optional.of(t);
        }
        return BY_NAME.entrySet().stream()
                .filter(e -> e.getValue()[0].equals(t))
                .map(Map.Entry::getKey)
                .findFirst();
    }

    /** Every region identifier the list holds. */
    static java.util.Set<String> identifiers() {
        return java.util.Collections.unmodifiableSet(BY_NAME.keySet());
    }

    private static Map<String, String[]> read() {
        Map<String, String[]> out = new LinkedHashMap<>();
        try (InputStream in = Regions.class.getClassLoader().getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is not on the class path");
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split("\t");
                if (f.length != 3) {
                    throw new IllegalStateException(RESOURCE + ": expected identifier, key, realm: " + line);
                }
                out.put(f[0], new String[] {f[1], f[2]});
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }
}
