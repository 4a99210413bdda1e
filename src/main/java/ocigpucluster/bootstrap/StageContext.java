package ocigpucluster.bootstrap;

import ocigpucluster.compute.NodePool;
import ocigpucluster.settings.Settings;
import ocigpucluster.shapes.Shape;
import ocigpucluster.storage.HomeStorage;

/**
 * Everything a stage parameter or a stage result is computed from, except the values known only
 * once resources exist (the node list, the on-demand launch values).
 *
 * @param stages       every stage the features declare (a parameter may depend on which are enabled)
 * @param passLineGBps the NCCL pass line: the setting, else the shape's
 */
public record StageContext(
        Stages stages, Settings settings, Shape shape, NodePool pool, HomeStorage home, double passLineGBps) {

    public static StageContext of(Stages stages, Settings settings, Shape shape, NodePool pool, HomeStorage home) {
        Double set = settings.bootstrap().ncclPassLineGBps();
        return new StageContext(stages, settings, shape, pool, home, set != null ? set : shape.passLineGBps());
    }

    public Settings.Bootstrap bootstrap() {
        return settings.bootstrap();
    }
}
