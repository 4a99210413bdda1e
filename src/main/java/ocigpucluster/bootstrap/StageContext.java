package ocigpucluster.bootstrap;

import ocigpucluster.compute.NodePool;
import ocigpucluster.settings.Settings;
import ocigpucluster.shapes.Shape;
import ocigpucluster.storage.HomeStorage;

/**
 * Everything a stage parameter or a stage result is computed from, except the node list (known
 * only once the nodes exist).
 *
 * @param passLineGBps the NCCL pass line: the setting, else the shape's
 */
public record StageContext(Settings settings, Shape shape, NodePool pool, HomeStorage home, double passLineGBps) {

    public static StageContext of(Settings settings, Shape shape, NodePool pool, HomeStorage home) {
        Double set = settings.bootstrap().ncclPassLineGBps();
        return new StageContext(settings, shape, pool, home, set != null ? set : shape.passLineGBps());
    }

    public Settings.Bootstrap bootstrap() {
        return settings.bootstrap();
    }
}
