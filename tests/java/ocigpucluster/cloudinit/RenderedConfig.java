package ocigpucluster.cloudinit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import ocigpucluster.shapes.ShapeCatalog;

/** One rendered cloud-config: every template for every catalog shape and both modes, plus the bastion. */
record RenderedConfig(
        String label, CloudInitTemplate template, String shape, CloudInitParams params, NodeBoot boot, String text) {
    static final String TIME_ZONE = "Asia/Tokyo";
    static final String BASTION_HOST = "bastion";
    static final String DNS_SUFFIX = "public.vcn.oraclevcn.com";

    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());
    private static final CloudInitRenderer RENDERER = new CloudInitRenderer();

    static List<RenderedConfig> all() {
        List<RenderedConfig> all = new ArrayList<>();
        for (String name : ShapeCatalog.get().names()) {
            var shape = ShapeCatalog.get().require(name);
            all.add(of(
                    CloudInitTemplate.GPU_NODE_CLUSTER,
                    name,
                    CloudInitParams.clusterNode(TIME_ZONE, shape, DNS_SUFFIX, BASTION_HOST)));
            all.add(of(CloudInitTemplate.GPU_NODE_SINGLE, name, CloudInitParams.singleNode(TIME_ZONE, shape)));
        }
        all.add(of(CloudInitTemplate.BASTION, null, CloudInitParams.bastion(TIME_ZONE)));
        all.add(okeJoin());
        return all;
    }

    /** A cluster-network node of a Kubernetes stack: the template with the OKE join part appended. */
    static RenderedConfig okeJoin() {
        String shape = "BM.GPU.H100.8";
        CloudInitParams params =
                CloudInitParams.clusterNode(TIME_ZONE, ShapeCatalog.get().require(shape), DNS_SUFFIX, BASTION_HOST);
        NodeBoot boot =
                new NodeBoot("oke-join.part", Map.of("okeApiServerHost", OKE_API_HOST, "okeCaCertificate", OKE_CA));
        return new RenderedConfig(
                CloudInitTemplate.GPU_NODE_CLUSTER.fileName() + " + oke-join.part for " + shape,
                CloudInitTemplate.GPU_NODE_CLUSTER,
                shape,
                params,
                boot,
                RENDERER.withPart(RENDERER.render(CloudInitTemplate.GPU_NODE_CLUSTER, params), boot));
    }

    static final String OKE_API_HOST = "10.0.4.3";
    /** base64 of a PEM line: what a kubeconfig's certificate-authority-data holds (the test's own). */
    static final String OKE_CA = "LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCg==";

    static RenderedConfig of(CloudInitTemplate template, String shape, CloudInitParams params) {
        String label = template.fileName() + (shape == null ? "" : " for " + shape);
        return new RenderedConfig(label, template, shape, params, null, RENDERER.render(template, params));
    }

    JsonNode yaml() {
        try {
            return YAML.readTree(text);
        } catch (IOException e) {
            throw new UncheckedIOException(label + " is not valid YAML", e);
        }
    }

    /** The runcmd entries, each the shell text cloud-init writes into its runcmd script. */
    List<String> runcmd() {
        List<String> lines = new ArrayList<>();
        yaml().path("runcmd").forEach(n -> lines.add(n.asText()));
        return lines;
    }

    @Override
    public String toString() {
        return label;
    }
}
