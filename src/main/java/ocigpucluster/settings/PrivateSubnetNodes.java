package ocigpucluster.settings;

/**
 * A feature's config record whose nodes take addresses in the private subnet beside the static
 * pool's (the on-demand partition's): the shared subnet-size check counts them through this, so
 * the core needs no feature's record.
 */
public interface PrivateSubnetNodes {
    /** How many such nodes can be up at once (0 when the feature is off). */
    int privateSubnetNodes();

    /** The key that sets that number (the check names it in its fix). */
    ConfigKey privateSubnetNodesKey();

    /** What they are, in the check's words: "on-demand node(s)". */
    String privateSubnetNodesLabel();
}
