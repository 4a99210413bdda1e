package ocigpucluster.bootstrap;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The stages a bake runs against its builder, in the chain's order: every enabled stage with a
 * bake mode ({@link StageSpec#bake}) that runs on the group, rendered as the chain renders its
 * Commands (the group's parameters, the same scripts), with the stage's bake variables, and NODES
 * and NODE_GROUPS taken from the environment when it runs: the builder exists only then. The
 * bake's Command writes them on the bastion and runs them once the builder answers SSH
 * (docs/bake.md), so a builder is made by the very scripts that later run on its nodes.
 */
public final class BakeStages {
    /** What the bake sets for each stage: the builder as the one node, and its group. */
    public static final Set<String> FROM_BAKE = Set.of(CommonParams.NODES.name(), CommonParams.NODE_GROUPS.name());

    /** One stage as the bake runs it: its id and its rendered script. */
    public record Stage(String id, String script) {}

    private BakeStages() {}

    /** The stages a bake of {@code group}'s group runs, in order (none: the image gets the tree only). */
    public static List<Stage> of(StageContext group) {
        List<Stage> out = new ArrayList<>();
        for (StageSpec st : group.stages().enabledBy(group.settings())) {
            if (st.bake() == null || !st.runsOn(group.group())) {
                continue;
            }
            for (Param p : st.params()) {
                if (p.late() && !FROM_BAKE.contains(p.name())) {
                    // a value that exists only with the cluster's resources cannot reach a bake,
                    // which runs before the group's nodes: a stage that needs one has no bake mode
                    throw new IllegalStateException("stage " + st.id() + " has a bake mode but takes " + p.name()
                            + ", known only once the cluster's resources exist");
                }
            }
            out.add(new Stage(
                    st.id(),
                    StageCommand.render(
                            st, BootstrapChain.parameters(st, group), suffix(group), FROM_BAKE, st.bake())));
        }
        return out;
    }

    /** The bake's stage directories on the bastion: apart from the chain's ({@code <stage>-bake-<group>}). */
    static String suffix(StageContext group) {
        return "-bake-" + group.group().group().name();
    }
}
