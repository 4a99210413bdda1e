package ocigpucluster.validation;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * OCI region identifiers and their three-letter region keys, from Oracle's "Regions and
 * Availability Domains" page. A regional OCID carries either form in its region segment
 * (older regions' image OCIDs use the key: ocid1.image.oc1.phx...., newer ones the name).
 */
final class Regions {
    private static final Map<String, String> KEY_BY_NAME = new LinkedHashMap<>();

    static {
        String[][] table = {
            {"af-johannesburg-1", "jnb"},
            {"ap-chuncheon-1", "yny"},
            {"ap-hyderabad-1", "hyd"},
            {"ap-melbourne-1", "mel"},
            {"ap-mumbai-1", "bom"},
            {"ap-osaka-1", "kix"},
            {"ap-seoul-1", "icn"},
            {"ap-singapore-1", "sin"},
            {"ap-singapore-2", "xsp"},
            {"ap-sydney-1", "syd"},
            {"ap-tokyo-1", "nrt"},
            {"ca-montreal-1", "yul"},
            {"ca-toronto-1", "yyz"},
            {"eu-amsterdam-1", "ams"},
            {"eu-frankfurt-1", "fra"},
            {"eu-jovanovac-1", "beg"},
            {"eu-madrid-1", "mad"},
            {"eu-marseille-1", "mrs"},
            {"eu-milan-1", "lin"},
            {"eu-paris-1", "cdg"},
            {"eu-stockholm-1", "arn"},
            {"eu-zurich-1", "zrh"},
            {"il-jerusalem-1", "mtz"},
            {"me-abudhabi-1", "auh"},
            {"me-dubai-1", "dxb"},
            {"me-jeddah-1", "jed"},
            {"me-riyadh-1", "ruh"},
            {"mx-monterrey-1", "mty"},
            {"mx-queretaro-1", "qro"},
            {"sa-bogota-1", "bog"},
            {"sa-santiago-1", "scl"},
            {"sa-saopaulo-1", "gru"},
            {"sa-valparaiso-1", "vap"},
            {"sa-vinhedo-1", "vcp"},
            {"uk-cardiff-1", "cwl"},
            {"uk-london-1", "lhr"},
            {"us-ashburn-1", "iad"},
            {"us-chicago-1", "ord"},
            {"us-phoenix-1", "phx"},
            {"us-sanjose-1", "sjc"},
        };
        for (String[] row : table) {
            KEY_BY_NAME.put(row[0], row[1]);
        }
    }

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
        return p.equals(r) || (p + "-1").equals(r) || p.equals(KEY_BY_NAME.get(r));
    }

    /** The three-letter key of a region identifier (nrt for ap-tokyo-1), if known. */
    static Optional<String> key(String region) {
        return Optional.ofNullable(KEY_BY_NAME.get(region.trim().toLowerCase(Locale.ROOT)));
    }

    /** The region identifier a name or key stands for (ap-tokyo-1 for ap-tokyo-1, nrt or NRT), if known. */
    static Optional<String> identifier(String nameOrKey) {
        if (nameOrKey == null) {
            return Optional.empty();
        }
        String t = nameOrKey.trim().toLowerCase(Locale.ROOT);
        if (KEY_BY_NAME.containsKey(t)) {
            return Optional.of(t);
        }
        return KEY_BY_NAME.entrySet().stream()
                .filter(e -> e.getValue().equals(t))
                .map(Map.Entry::getKey)
                .findFirst();
    }
}
