package ocigpucluster.ondemand;

import ocigpucluster.settings.Settings;

/**
 * Who creates the bastion's instance-principal rights (config group {@code iam}, {@link IamKeys}):
 * this program (tenancy + home region) or an administrator.
 */
public record Iam(String tenancyOcid, String homeRegion, String existingDynamicGroup) {

    /** The iam group's record in these settings. */
    public static Iam of(Settings s) {
        return s.get(IamKeys.GROUP);
    }

    /** True when the program creates the dynamic group and the policy. */
    public boolean createsIdentity() {
        return existingDynamicGroup == null;
    }
}
