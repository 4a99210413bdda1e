package ocigpucluster.bootstrap;

/**
 * What a group's nodes must find in the image they boot from, for the node stages' check before
 * their per-host work: the content hash the image was baked with and the group's name; both empty
 * for a group whose image was not baked (nothing to check). A feature that bakes images gives it
 * ({@code Feature.nodeImage}); the stages read it through {@link Stages#nodeImage}.
 */
public record NodeImage(String hash, String group) {
    public static final NodeImage NONE = new NodeImage("", "");
}
