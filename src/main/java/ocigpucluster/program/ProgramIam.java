package ocigpucluster.program;

import static ocigpucluster.iam.IamStatement.Scope.TENANCY;
import static ocigpucluster.iam.IamStatement.Subject.DEPLOYER;

import java.util.List;
import ocigpucluster.iam.IamStatement;
import ocigpucluster.iam.OracleSources;

/** What the deploying user needs for what the program itself looks up. */
final class ProgramIam {
    private ProgramIam() {}

    static final List<IamStatement> ALL = List.of(new IamStatement(
            DEPLOYER,
            "inspect",
            "compartments",
            TENANCY,
            "availabilityDomain not set (the program takes the region's first)",
            s -> s.availabilityDomain() == null,
            "ListAvailabilityDomains (COMPARTMENT_INSPECT)",
            OracleSources.IAM));
}
