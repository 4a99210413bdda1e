package ocigpucluster.validation;

import ocigpucluster.settings.Settings;

import java.util.List;
import java.util.Optional;

/** Every validation rule, in the order a reader would think of them. */
public final class Checks {
    private Checks() {
    }

    public static final List<Check> ALL = List.of(
            new Check("SSH_OPEN_TO_WORLD", Diagnostic.Level.WARNING,
                    "SSH to the bastion is open to 0.0.0.0/0", Checks::sshOpenToWorld));

    public static Optional<Check> byId(String id) {
        return ALL.stream().filter(c -> c.id().equals(id)).findFirst();
    }

    private static List<Diagnostic> sshOpenToWorld(Settings s) {
        if (s.sshAllowedCidrs().contains("0.0.0.0/0")) {
            return List.of(Diagnostic.warning("SSH_OPEN_TO_WORLD", "sshAllowedCidrs",
                    "SSH to the bastion is open to the whole internet (0.0.0.0/0)",
                    "set sshAllowedCidrs to your office or VPN CIDRs, or suppress SSH_OPEN_TO_WORLD"));
        }
        return List.of();
    }
}
