package ocigpucluster.iam;

import java.util.List;
import java.util.Objects;
import java.util.function.Predicate;
import ocigpucluster.settings.Settings;

/**
 * One OCI IAM policy statement the deployment needs, declared where the need arises (a shared
 * component or a feature), with when it applies, the API operations it covers and the Oracle page
 * that says so. The policies the program creates are rendered from these; docs/iam.md is generated
 * from them ({@code oci-gpu-cluster docs --write}).
 *
 * <p>Grammar: Oracle, "Policy Syntax" ({@code Allow <subject> to <verb> <resource-type> in
 * <location>}); verbs and resource types: Oracle's policy reference, "Details for the Core Services"
 * (corepolicyreference.htm, updated 2024-11-06) and the pages {@link #source} names.
 *
 * @param subject      who is allowed
 * @param verb         inspect, read, use or manage
 * @param resourceType an individual or aggregate resource type, e.g. {@code compute-capacity-reservations}
 * @param scope        the compartment the stack deploys into, or the whole tenancy
 * @param when         in words, the configuration that needs it ("always", "capacity.create: true")
 * @param needed       the same condition, over the settings
 * @param covers       the API operations it is for, as Oracle's tables name them
 * @param source       the Oracle page (or other public source) that maps those operations to this verb
 */
public record IamStatement(
        Subject subject,
        String verb,
        String resourceType,
        Scope scope,
        String when,
        Predicate<Settings> needed,
        String covers,
        String source) {

    /** OCI's four verbs, least to most (Oracle, "Verbs"). */
    public static final List<String> VERBS = List.of("inspect", "read", "use", "manage");

    /** Who a statement allows. */
    public enum Subject {
        /** The user or group that runs {@code pulumi up} (its API key, or the CLI profile of the capacity guard). */
        DEPLOYER("group", "<deployers>"),
        /** The bastion as an instance principal: the on-demand launcher's dynamic group. */
        BASTION("dynamic-group", "<bastion-dynamic-group>"),
        /** OCI's Compute Management service, which launches a cluster network's (instance pool's) nodes. */
        COMPUTE_MANAGEMENT("service", "compute_management"),
        /**
         * Whoever runs an operator's command the stack installs (replace-node): the bastion's
         * instance principal by default, or a person's own API key. The program creates no policy for it.
         */
        OPERATOR("group", "<operators>");

        private final String kind;
        private final String placeholder;

        Subject(String kind, String placeholder) {
            this.kind = kind;
            this.placeholder = placeholder;
        }

        /** {@code group <name>}, {@code dynamic-group <name>}, {@code service compute_management}. */
        String render(String name) {
            return kind + " " + (this == COMPUTE_MANAGEMENT ? placeholder : name);
        }

        /** The subject as docs show it, with a placeholder for a name the operator chooses. */
        public String placeholder() {
            return kind + " " + placeholder;
        }
    }

    /** Where a statement applies. */
    public enum Scope {
        COMPARTMENT,
        TENANCY
    }

    public IamStatement {
        Objects.requireNonNull(subject);
        Objects.requireNonNull(scope);
        Objects.requireNonNull(needed);
        if (!VERBS.contains(verb)) {
            throw new IllegalArgumentException("verb '" + verb + "' is not one of " + VERBS);
        }
        if (resourceType == null || !resourceType.matches("[a-z][a-z0-9-]*[a-z]")) {
            throw new IllegalArgumentException("resource type '" + resourceType + "' is not a resource-type name");
        }
    }

    /** A statement needed under every configuration. */
    public static Predicate<Settings> always() {
        return s -> true;
    }

    /** True when these settings need the statement. */
    public boolean neededBy(Settings s) {
        return needed.test(s);
    }

    /**
     * The statement as OCI takes it: {@code Allow dynamic-group g to use vnics in compartment id ocid1...}.
     *
     * @param name          the group or dynamic group (ignored for a service)
     * @param compartmentId the stack's compartment OCID (ignored for the tenancy)
     */
    public String render(String name, String compartmentId) {
        return "Allow " + subject.render(name) + " to " + verb + " " + resourceType + " "
                + (scope == Scope.TENANCY ? "in tenancy" : "in compartment id " + compartmentId);
    }

    /** As docs show it, with placeholders. */
    public String template() {
        return "Allow " + subject.placeholder() + " to " + verb + " " + resourceType + " "
                + (scope == Scope.TENANCY ? "in tenancy" : "in compartment id <compartment>");
    }
}
