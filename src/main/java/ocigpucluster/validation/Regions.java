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

    /**
     * Whether a region part names this region: its identifier or its three-letter key, either case
     * (ap-tokyo-1, NRT). An availability domain name of the first regions drops the trailing -1
     * (Terraform provider, oci_identity_availability_domain: {@code YXol:US-ASHBURN-AD-1}), so that
     * spelling names it too. {@code region} is an identifier; an unknown one is matched by its
     * identifier only.
     */
    static boolean names(String part, String region) {
        if (part == null || region == null) {
            return false;
        }
        String p = part.trim().toLowerCase(Locale.ROOT);
        String r = region.trim().toLowerCase(Locale.ROOT);
        return p.equals(r) || (p + "-1").equals(r) || p.equals(keyOf(r));
    }

    /** The three-letter key of a region identifier (nrt for ap-tokyo-1), if known. */
    static Optional<String> key(String region) {
        return Optional.ofNullable(keyOf(region.trim().toLowerCase(Locale.ROOT)));
    }

    private static String keyOf(String identifier) {
        String[] v = BY_NAME.get(identifier);
        return v == null ? null : v[0];
    }

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
