package ocigpucluster.settings;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The project's own freeform tags, on every taggable resource with the configured ones
 * ({@code tags.*}): the project, the stack, and the node group or the component a resource belongs
 * to, so that a cost report can split by cluster, stack and group.
 */
public final class Tags {
    /** The Pulumi project. */
    public static final String PROJECT = "oci-gpu-cluster-project";
    /**
     * The stack, as project-stack: also what the on-demand clean-up and the sweeper find this
     * stack's on-demand instances by.
     */
    public static final String STACK = "oci-gpu-cluster-stack";
    /** The node group a resource belongs to. */
    public static final String GROUP = "oci-gpu-cluster-group";
    /** What a resource outside the node groups is part of: network, bastion, login, controller... */
    public static final String COMPONENT = "oci-gpu-cluster-component";

    /** The prefix of the project's own keys, which tags.freeform may not set. */
    public static final String OWN_PREFIX = "oci-gpu-cluster-";

    private Tags() {}

    /** This stack's value of {@link #STACK}: project-stack. */
    public static String stackValue(Settings s) {
        return s.project() + "-" + s.stack();
    }

    /**
     * The freeform tags of a resource: the configured ones, then the project's own (which win:
     * the checks refuse a configured key under {@link #OWN_PREFIX}).
     *
     * @param key   {@link #GROUP} or {@link #COMPONENT}
     * @param value the group's or the component's name
     */
    public static Map<String, String> freeform(Settings s, String key, String value) {
        Map<String, String> out = new LinkedHashMap<>(s.tags().freeform());
        out.put(PROJECT, s.project());
        out.put(STACK, stackValue(s));
        out.put(key, value);
        return out;
    }
}
