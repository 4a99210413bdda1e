package ocigpucluster.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import ocigpucluster.iam.IamStatement;
import ocigpucluster.iam.IamStatement.Subject;
import ocigpucluster.program.Features;

/**
 * docs/iam.md's generated region: every IAM statement the program's parts declare
 * ({@link Features#iam()}), by subject and then by the part that needs it, and the deploying
 * user's statements once each as one policy to paste.
 */
final class IamTables {
    private IamTables() {}

    /** What each subject is, as the tables' headings say it. */
    private static final Map<Subject, String> HEADINGS = new LinkedHashMap<>(Map.of(
            Subject.DEPLOYER,
            "The deploying user (its group): before `pulumi up`",
            Subject.BASTION,
            "The bastion's dynamic group: created by the program with `iam.tenancyOcid`, else an administrator's"
                    + " (`iam.existingDynamicGroup`; the stack output `onDemandPolicyStatements` lists them)",
            Subject.COMPUTE_MANAGEMENT,
            "OCI's Compute Management service: created by the program with `iam.tenancyOcid`, else an"
                    + " administrator's (validate warns `CAPACITY_SERVICE_POLICY`)",
            Subject.OPERATOR,
            "Whoever runs replace-node (the bastion's instance principal by default): not created by the program"));

    static String markdown() {
        StringBuilder out = new StringBuilder();
        Map<String, List<IamStatement>> byOwner = Features.iam();
        for (Subject subject :
                List.of(Subject.DEPLOYER, Subject.BASTION, Subject.COMPUTE_MANAGEMENT, Subject.OPERATOR)) {
            out.append("### ").append(HEADINGS.get(subject)).append("\n\n");
            out.append("| part | statement | needed when | what for (API operations, permissions) | source |\n");
            out.append("|---|---|---|---|---|\n");
            byOwner.forEach((owner, statements) -> statements.stream()
                    .filter(st -> st.subject() == subject)
                    .forEach(st -> out.append("| ")
                            .append(owner)
                            .append(" | `")
                            .append(st.template())
                            .append("` | ")
                            .append(cell(st.when()))
                            .append(" | ")
                            .append(cell(st.covers()))
                            .append(" | ")
                            .append(cell(st.source()))
                            .append(" |\n")));
            out.append("\n");
        }
        out.append("### The deploying user's statements as one policy (every part, each once)\n\n");
        out.append("A statement whose verb another one on the same resource type and location covers is left out"
                + " (inspect < read < use < manage); drop the ones whose condition your stack does not meet.\n\n```\n");
        deployerPolicy().forEach(line -> out.append(line).append('\n'));
        out.append("```\n");
        return out.toString();
    }

    /** The deploying user's statements, each resource type and location once, with its strongest verb. */
    static List<String> deployerPolicy() {
        Map<String, IamStatement> strongest = new LinkedHashMap<>();
        for (IamStatement st : Features.iamStatements()) {
            if (st.subject() != Subject.DEPLOYER) {
                continue;
            }
            String key = st.resourceType() + " " + st.scope();
            IamStatement seen = strongest.get(key);
            if (seen == null || IamStatement.VERBS.indexOf(st.verb()) > IamStatement.VERBS.indexOf(seen.verb())) {
                strongest.put(key, st);
            }
        }
        List<String> out = new ArrayList<>();
        strongest.values().forEach(st -> out.add(st.template()));
        return out;
    }

    private static String cell(String text) {
        return text.replace("|", "\\|").replace("\n", " ");
    }
}
