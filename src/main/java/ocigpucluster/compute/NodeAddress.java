package ocigpucluster.compute;

/** A GPU node as the bootstrap chain reaches it: instance (host) name and private IP. */
public record NodeAddress(String name, String ip) {
}
