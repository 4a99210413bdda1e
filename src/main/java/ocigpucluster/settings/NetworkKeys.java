package ocigpucluster.settings;

import static ocigpucluster.settings.ValueType.STRING;

import java.util.List;

/**
 * The {@code network} group: the VCN and its subnets, or existing ones.
 * Each key is declared here once; the reader, the checks and the generated docs use the constants.
 */
public final class NetworkKeys {
    /** The private subnet default avoids 10.0.2.0/24: the container runtime uses 10.0.2.2 (Oracle's GPU cluster tutorial §1-1). */
    public static final String DEFAULT_PRIVATE_SUBNET = "10.0.4.0/22";

    public static final ConfigKey VCN_CIDR = ConfigKey.of("network.vcnCidr", STRING, "10.0.0.0/16", "CIDR of the VCN.");

    public static final ConfigKey PUBLIC_SUBNET_CIDR =
            ConfigKey.of("network.publicSubnetCidr", STRING, "10.0.1.0/24", "CIDR of the public (bastion) subnet.");

    public static final ConfigKey PRIVATE_SUBNET_CIDR = ConfigKey.of(
            "network.privateSubnetCidr",
            STRING,
            DEFAULT_PRIVATE_SUBNET,
            "CIDR of the private (GPU) subnet; must not contain 10.0.2.2, which the container runtime uses.");

    public static final ConfigKey RDMA_CIDR = ConfigKey.of(
            "network.rdmaCidr",
            STRING,
            "10.224.0.0/12",
            "The RDMA auto-configuration plugin's fixed range for rdma0..rdmaN, which the readiness gate checks; it cannot be changed with the Oracle Cloud Agent (oci-hpc schema.yaml rdma_subnet), so any other value is refused; the VCN must not overlap it.");

    public static final ConfigKey VCN_DNS_LABEL =
            ConfigKey.of("network.vcnDnsLabel", STRING, "vcn", "DNS label of the VCN.");

    public static final ConfigKey PUBLIC_SUBNET_DNS_LABEL = ConfigKey.of(
            "network.publicSubnetDnsLabel",
            STRING,
            "public",
            "DNS label of the public subnet (nodes resolve the bastion in it).");

    public static final ConfigKey PRIVATE_SUBNET_DNS_LABEL =
            ConfigKey.of("network.privateSubnetDnsLabel", STRING, "private", "DNS label of the private subnet.");

    public static final ConfigKey EXISTING_VCN_ID = ConfigKey.of(
            "network.existingVcnId",
            STRING,
            null,
            "Use this existing VCN instead of creating one (then also set both existing subnet ids).");

    public static final ConfigKey EXISTING_PUBLIC_SUBNET_ID = ConfigKey.of(
            "network.existingPublicSubnetId",
            STRING,
            null,
            "Existing public subnet for the bastion (with existingVcnId).");

    public static final ConfigKey EXISTING_PRIVATE_SUBNET_ID = ConfigKey.of(
            "network.existingPrivateSubnetId",
            STRING,
            null,
            "Existing private subnet for the GPU nodes (with existingVcnId).");

    /** The group's keys, in the order of the configuration reference. */
    public static final List<ConfigKey> ALL = List.of(
            VCN_CIDR,
            PUBLIC_SUBNET_CIDR,
            PRIVATE_SUBNET_CIDR,
            RDMA_CIDR,
            VCN_DNS_LABEL,
            PUBLIC_SUBNET_DNS_LABEL,
            PRIVATE_SUBNET_DNS_LABEL,
            EXISTING_VCN_ID,
            EXISTING_PUBLIC_SUBNET_ID,
            EXISTING_PRIVATE_SUBNET_ID);

    private NetworkKeys() {}

    public static Settings.Network read(KeyReader read) {
        return new Settings.Network(
                read.string(VCN_CIDR),
                read.string(PUBLIC_SUBNET_CIDR),
                read.string(PRIVATE_SUBNET_CIDR),
                read.string(RDMA_CIDR),
                read.string(VCN_DNS_LABEL),
                read.string(PUBLIC_SUBNET_DNS_LABEL),
                read.string(PRIVATE_SUBNET_DNS_LABEL),
                read.string(EXISTING_VCN_ID),
                read.string(EXISTING_PUBLIC_SUBNET_ID),
                read.string(EXISTING_PRIVATE_SUBNET_ID));
    }
}
