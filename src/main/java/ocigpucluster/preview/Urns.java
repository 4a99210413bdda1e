package ocigpucluster.preview;

/** Resource names out of URNs ({@code urn:pulumi:dev::oci-gpu-cluster::a$b::name}). */
final class Urns {
    private Urns() {}

    static String name(String urn) {
        int i = urn.lastIndexOf("::");
        return i < 0 ? urn : urn.substring(i + 2);
    }

    static boolean isStack(String urn) {
        return urn.contains("::pulumi:pulumi:Stack::");
    }
}
