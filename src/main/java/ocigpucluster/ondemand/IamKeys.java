package ocigpucluster.ondemand;

import static ocigpucluster.settings.ValueType.STRING;

import java.util.List;
import ocigpucluster.settings.ConfigGroup;
import ocigpucluster.settings.ConfigKey;
import ocigpucluster.settings.KeyReader;

/**
 * The {@code iam} group: who creates the IAM the program needs (the bastion's instance-principal
 * rights for on-demand nodes; the Compute Management service's right to a capacity reservation).
 * Each key is declared here once; the reader, the checks and the generated docs use the constants.
 */
public final class IamKeys {
    public static final ConfigKey TENANCY_OCID = ConfigKey.of(
            "iam.tenancyOcid",
            STRING,
            null,
            "Tenancy OCID: the program creates the IAM it needs in the tenancy: the on-demand dynamic group and policy, and the Compute Management service's statement for a cluster network in a capacity reservation (needs iam.homeRegion and the rights to manage IAM, docs/iam.md).");

    public static final ConfigKey HOME_REGION = ConfigKey.of(
            "iam.homeRegion",
            STRING,
            null,
            "The tenancy's home region (e.g. us-ashburn-1): identity resources are accepted only there.");

    public static final ConfigKey EXISTING_DYNAMIC_GROUP = ConfigKey.of(
            "iam.existingDynamicGroup",
            STRING,
            null,
            "Name of a dynamic group (matching the bastion) with its policy already created by an administrator; then the program creates no IAM resources.");

    /** The group's keys, in the order of the configuration reference. */
    public static final List<ConfigKey> ALL = List.of(TENANCY_OCID, HOME_REGION, EXISTING_DYNAMIC_GROUP);

    private IamKeys() {}

    /** The group as the reader reads it; {@code Iam.of(settings)} gives its record. */
    public static final ConfigGroup<Iam> GROUP = ConfigGroup.of("iam", 50, ALL, IamKeys::read);

    private static Iam read(KeyReader read) {
        return new Iam(read.string(TENANCY_OCID), read.string(HOME_REGION), read.string(EXISTING_DYNAMIC_GROUP));
    }
}
