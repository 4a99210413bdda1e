package ocigpucluster.bootstrap;

import java.util.function.Function;

/**
 * One environment variable a stage script reads, with how its value is computed. A parameter is
 * declared once (the common ones in {@link CommonParams}, a feature's own in its package) and
 * listed by every stage that takes it.
 *
 * @param late true when the value exists only once resources do (NODES, the on-demand launch
 *             values): the chain sets it, {@link #value} refuses
 */
public record Param(String name, String doc, Function<StageContext, String> value, boolean late) {

    /** @param doc what the script gets, one line: the stage-parameter table shows it */
    public static Param of(String name, String doc, Function<StageContext, String> value) {
        return new Param(name, doc, value, false);
    }

    /** A parameter the chain sets once the resources it names exist. */
    public static Param late(String name, String doc) {
        return new Param(
                name,
                doc,
                c -> {
                    throw new IllegalStateException(
                            name + " is known only once the resources exist: the chain sets it");
                },
                true);
    }

    public String value(StageContext context) {
        return value.apply(context);
    }
}
