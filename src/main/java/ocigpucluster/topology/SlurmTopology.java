package ocigpucluster.topology;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.snakeyaml.engine.v2.api.Dump;
import org.snakeyaml.engine.v2.api.DumpSettings;
import org.snakeyaml.engine.v2.common.FlowStyle;

/**
 * Slurm's {@code topology.yaml} for the node groups' RDMA fabrics: one {@code tree} topology (the
 * cluster default) and one {@code block} topology, as Oracle's HPC stack writes them
 * (oracle-quickstart/oci-hpc v3.1.0, commit b5285a68fa0a3b39ebf9e7ffdcb4987018bbf3cf,
 * playbooks/roles/slurm/files/generate_slurm_topology.py: "one topology.yaml holding both"). The
 * file's grammar is Slurm 25.11's topology.yaml(5) (SchedMD/slurm tag slurm-25-11-7-1,
 * doc/man/man5/topology.yaml.5): each topology's first attribute is {@code topology}, then
 * {@code cluster_default} and exactly one of {@code tree} ({@code switches}: {@code switch},
 * {@code children}, {@code nodes}) and {@code block} ({@code block_sizes}, {@code blocks}:
 * {@code block}, {@code nodes}).
 *
 * <p>The rules, each Oracle's generator's unless said otherwise:
 *
 * <ul>
 *   <li>Each node group is a root switch (a group is its own RDMA fabric, as each cluster is a root
 *       there); below it the levels of its shape ({@link ShapeLevels}), highest first. A level is
 *       in a group's tree when one of its nodes has a value for it ({@code active_fields}).
 *   <li>A node without a value at a level of its group's tree is under the placeholder
 *       {@value #PLACEHOLDER} there ({@code EMPTY_LEVEL_VALUE}); a node without any topology
 *       data (an on-demand node not up yet) is so at every level. Oracle's OKE stack does the same
 *       ("every worker shares a single synthetic none unit in both the tree and block topologies",
 *       oci-hpc-oke docs/managing-slurm-topology-on-oke.md). Slurm can then still place it: a node
 *       under no switch could not be.
 *   <li>A block is the set of nodes under one lowest-level switch, named as that switch.
 *   <li>The planning base block size is, by default, the smallest block's node count
 *       ({@code --block-base-size auto}: "the smallest lowest-level group population"), since
 *       "each block must have at least the planning base block size count of nodes"
 *       (topology.conf(5), 25.11); the larger sizes double it up to the largest group's node count
 *       ({@code compute_block_sizes}), at most 16 levels (Slurm 25.11
 *       src/plugins/topology/block/block_record.h, {@code MAX_BLOCK_LEVELS 16}: a larger size is
 *       refused by {@code _list_to_bitmap}).
 *   <li>A name is the parent switch's name, a colon, the level's prefix and the last 8 characters
 *       of the value (OCIDs and rack ids: {@code value_token}); where two values of one parent
 *       would share a name, each gets 8 hex digits of its SHA-1 instead. A name longer than 64
 *       characters ("cannot be longer than 64 characters", topology.yaml(5)) keeps 55 and adds
 *       {@code -} and 8 hex digits of the whole name's SHA-1 ({@code shorten_with_hash}).
 *   <li>Nodes and switches are listed in natural order ({@code natural_sort_key}), the placeholder
 *       after the real values (this project's choice: the real fabric first in a review).
 * </ul>
 */
public final class SlurmTopology {
    /** The value of a level a node has no data for. */
    public static final String PLACEHOLDER = "none";
    /**
     * Between a switch's name and its child's part: never ':', which scontrol's {@code update
     * NodeName=X Topology=tree:<switch>} splits a switch path on (scontrol(1), 25.05+).
     */
    static final String SEPARATOR = ".";
    /** The tree topology's name: the cluster default, so that SwitchAsNodeRank applies. */
    public static final String TREE = "tree";
    /** The block topology's name: a partition chooses it with {@code Topology=block}. */
    public static final String BLOCK = "block";

    static final int NAME_LIMIT = 64;
    static final int MAX_BLOCK_LEVELS = 16;
    private static final List<FabricLevel> HIGH_TO_LOW =
            List.of(FabricLevel.NETWORK_BLOCK, FabricLevel.LOCAL_BLOCK, FabricLevel.RACK);
    private static final Pattern UNSAFE = Pattern.compile("[^A-Za-z0-9_-]+");
    private static final Pattern DASHES = Pattern.compile("-{2,}");

    /** A switch of the tree: either {@code children} (switch names) or {@code nodes}. */
    public record Switch(String name, FabricLevel level, List<String> children, List<String> nodes) {
        public Switch {
            children = List.copyOf(children);
            nodes = List.copyOf(nodes);
        }
    }

    /** A block of the block topology. */
    public record Block(String name, List<String> nodes) {
        public Block {
            nodes = List.copyOf(nodes);
        }
    }

    /**
     * The planning base block size: {@link #AUTO} (the smallest block's node count, Oracle's
     * default) or a fixed count no block may be smaller than.
     */
    public record BlockBase(int size) {
        public static final BlockBase AUTO = new BlockBase(0);

        public BlockBase {
            if (size < 0) {
                throw new IllegalArgumentException("the base block size is a node count, at least 1");
            }
        }

        public static BlockBase of(int size) {
            if (size < 1) {
                throw new IllegalArgumentException("the base block size is a node count, at least 1");
            }
            return new BlockBase(size);
        }
    }

    private final List<Switch> switches;
    private final List<Block> blocks;
    private final List<Integer> blockSizes;
    private final Map<String, List<String>> nodePaths;
    private final Map<String, FabricLevel> levels = new HashMap<>();

    private SlurmTopology(
            List<Switch> switches, List<Block> blocks, List<Integer> blockSizes, Map<String, List<String>> paths) {
        this.switches = List.copyOf(switches);
        this.blocks = List.copyOf(blocks);
        this.blockSizes = List.copyOf(blockSizes);
        this.nodePaths = paths;
        for (Switch s : this.switches) {
            if (s.level() != null) {
                levels.put(s.name(), s.level());
            }
        }
    }

    /** The tree's switches, each root followed by its subtree. */
    public List<Switch> switches() {
        return switches;
    }

    /** The blocks. */
    public List<Block> blocks() {
        return blocks;
    }

    /** The block sizes: the planning base first, then its doublings. */
    public List<Integer> blockSizes() {
        return blockSizes;
    }

    /** The switches above a node, its group's root first, its leaf last; empty for an unknown node. */
    public List<String> path(String node) {
        return nodePaths.getOrDefault(node, List.of());
    }

    /**
     * The fabric level two nodes' traffic crosses, in words, for a report of a slow pair: "within
     * one local block", "across local blocks of one network block", "across network blocks of one
     * group", "across node groups"; "unknown" where a placeholder decides it (a node without data)
     * or a node is not in the topology.
     */
    public String crossing(String a, String b) {
        List<String> pa = path(a);
        List<String> pb = path(b);
        if (pa.isEmpty() || pb.isEmpty()) {
            return "unknown: " + (pa.isEmpty() ? a : b) + " is not in the topology";
        }
        int i = 0;
        while (i < pa.size() && i < pb.size() && pa.get(i).equals(pb.get(i))) {
            i++;
        }
        if (i == 0) {
            return "across node groups";
        }
        for (int k = 1; k < Math.min(i + 1, Math.max(pa.size(), pb.size())); k++) {
            if ((k < pa.size() && isPlaceholder(pa.get(k))) || (k < pb.size() && isPlaceholder(pb.get(k)))) {
                return "unknown: no topology data for " + (k < pa.size() && isPlaceholder(pa.get(k)) ? a : b);
            }
        }
        if (i == pa.size() && i == pb.size()) {
            FabricLevel leaf = levels.get(pa.get(i - 1));
            return leaf == null ? "within one node group" : "within one " + leaf.words();
        }
        FabricLevel crossed = levels.get(pa.get(i));
        String above = i == 1 ? "group" : levels.get(pa.get(i - 1)).words();
        return "across " + crossed.words() + "s of one " + above;
    }

    private static boolean isPlaceholder(String switchName) {
        return switchName.endsWith("-" + PLACEHOLDER);
    }

    /**
     * Builds the topology of these nodes with the default base block size ({@link BlockBase#AUTO}).
     *
     * @throws IllegalArgumentException on a node named twice, or no node at all
     */
    public static SlurmTopology of(List<HostTopology> hosts) {
        return of(hosts, BlockBase.AUTO);
    }

    /**
     * Builds the topology of these nodes.
     *
     * @throws IllegalArgumentException on a node named twice, no node at all, or a fixed base block
     *     size larger than a block (naming the block and its count)
     */
    public static SlurmTopology of(List<HostTopology> hosts, BlockBase base) {
        Objects.requireNonNull(base, "base");
        if (hosts.isEmpty()) {
            throw new IllegalArgumentException("no nodes: a topology needs at least one node");
        }
        Map<String, List<HostTopology>> groups = new TreeMap<>(NATURAL);
        Set<String> seen = new HashSet<>();
        for (HostTopology h : hosts) {
            if (!seen.add(h.node())) {
                throw new IllegalArgumentException("node " + h.node() + " is listed twice");
            }
            groups.computeIfAbsent(h.group(), g -> new ArrayList<>()).add(h);
        }
        List<Switch> switches = new ArrayList<>();
        List<Block> blocks = new ArrayList<>();
        Map<String, List<String>> paths = new HashMap<>();
        int largestGroup = 0;
        for (var entry : groups.entrySet()) {
            List<HostTopology> members = entry.getValue();
            largestGroup = Math.max(largestGroup, members.size());
            List<FabricLevel> active = activeLevels(members);
            Level root = new Level(null);
            for (HostTopology h : members) {
                List<FabricLevel> selected = ShapeLevels.of(h.shape());
                Level cursor = root;
                for (FabricLevel level : active) {
                    String value = selected.contains(level) ? h.value(level) : null;
                    cursor =
                            cursor.children.computeIfAbsent(value == null ? PLACEHOLDER : value, v -> new Level(level));
                }
                cursor.nodes.add(h.node());
            }
            String rootName = limit(sanitize(entry.getKey()));
            render(root, rootName, null, switches, blocks, paths, new ArrayList<>());
        }
        return new SlurmTopology(switches, blocks, blockSizes(blocks, base, largestGroup), paths);
    }

    /** The levels of a group's tree: those of its nodes' shapes one of its nodes has a value for. */
    private static List<FabricLevel> activeLevels(List<HostTopology> members) {
        List<FabricLevel> active = new ArrayList<>();
        for (FabricLevel level : HIGH_TO_LOW) {
            if (members.stream().anyMatch(h -> ShapeLevels.of(h.shape()).contains(level) && h.value(level) != null)) {
                active.add(level);
            }
        }
        return active;
    }

    private static void render(
            Level level,
            String name,
            FabricLevel kind,
            List<Switch> switches,
            List<Block> blocks,
            Map<String, List<String>> paths,
            List<String> above) {
        List<String> path = new ArrayList<>(above);
        path.add(name);
        if (level.children.isEmpty()) {
            List<String> nodes = level.nodes.stream().sorted(NATURAL).toList();
            switches.add(new Switch(name, kind, List.of(), nodes));
            blocks.add(new Block(name, nodes));
            List<String> fixed = List.copyOf(path);
            nodes.forEach(n -> paths.put(n, fixed));
            return;
        }
        List<String> values = new ArrayList<>(level.children.keySet());
        values.sort(PLACEHOLDER_LAST);
        Map<String, String> names = childNames(name, values, level.children.get(values.get(0)).kind);
        int at = switches.size();
        switches.add(null); // this switch precedes its subtree; filled in once its children are named
        for (String value : values) {
            render(
                    level.children.get(value),
                    names.get(value),
                    level.children.get(value).kind,
                    switches,
                    blocks,
                    paths,
                    path);
        }
        switches.set(at, new Switch(name, kind, values.stream().map(names::get).toList(), List.of()));
    }

    /** The names of one switch's children: unique among them, as Slurm wants every name unique. */
    private static Map<String, String> childNames(String parent, List<String> values, FabricLevel kind) {
        Map<String, Integer> tokenCount = new HashMap<>();
        Map<String, String> tokens = new LinkedHashMap<>();
        for (String v : values) {
            String t = v.equals(PLACEHOLDER) ? PLACEHOLDER : token(v);
            tokens.put(v, t);
            tokenCount.merge(t, 1, Integer::sum);
        }
        Map<String, String> names = new LinkedHashMap<>();
        for (String v : values) {
            String t = tokens.get(v);
            boolean clash = tokenCount.get(t) > 1 || (!v.equals(PLACEHOLDER) && t.equals(PLACEHOLDER));
            names.put(v, limit(parent + SEPARATOR + kind.prefix() + "-" + (clash ? sha1(v).substring(0, 8) : t)));
        }
        return names;
    }

    private static List<Integer> blockSizes(List<Block> blocks, BlockBase base, int largestGroup) {
        Block smallest = blocks.stream()
                .min(Comparator.comparingInt(b -> b.nodes().size()))
                .orElseThrow();
        int size = base.size();
        if (size == 0) {
            size = smallest.nodes().size();
        } else if (size > smallest.nodes().size()) {
            throw new IllegalArgumentException("the base block size " + size + " is larger than block "
                    + smallest.name() + " (" + smallest.nodes().size()
                    + " nodes): Slurm wants every block to hold at least the base size;"
                    + " use a base of at most " + smallest.nodes().size());
        }
        return doublings(size, largestGroup);
    }

    /** The base, then its doublings up to the largest group's node count, at most 16 sizes. */
    static List<Integer> doublings(int base, int largestGroup) {
        List<Integer> sizes = new ArrayList<>();
        for (long s = base; s <= Math.max(largestGroup, base) && sizes.size() < MAX_BLOCK_LEVELS; s *= 2) {
            sizes.add((int) s);
        }
        return sizes;
    }

    /** The file: a comment naming what wrote it, then the two topologies. */
    public String toYaml() {
        List<Map<String, Object>> switchList = new ArrayList<>();
        for (Switch s : switches) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("switch", s.name());
            if (!s.children().isEmpty()) {
                m.put("children", String.join(",", s.children()));
            } else {
                m.put("nodes", String.join(",", s.nodes()));
            }
            switchList.add(m);
        }
        List<Map<String, Object>> blockList = new ArrayList<>();
        for (Block b : blocks) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("block", b.name());
            m.put("nodes", String.join(",", b.nodes()));
            blockList.add(m);
        }
        Map<String, Object> tree = new LinkedHashMap<>();
        tree.put("topology", TREE);
        tree.put("cluster_default", true);
        tree.put("tree", Map.of("switches", switchList));
        Map<String, Object> block = new LinkedHashMap<>();
        block.put("topology", BLOCK);
        block.put("cluster_default", false);
        Map<String, Object> blockBody = new LinkedHashMap<>();
        blockBody.put("block_sizes", blockSizes);
        blockBody.put("blocks", blockList);
        block.put("block", blockBody);
        DumpSettings settings = DumpSettings.builder()
                .setDefaultFlowStyle(FlowStyle.BLOCK)
                .setSplitLines(false)
                .build();
        return "# Slurm topology.yaml written by oci-gpu-cluster from each node's instance metadata:\n"
                + "# a tree (the cluster default) and a block topology per node group's RDMA fabric.\n"
                + "# A node without topology data is under '" + PLACEHOLDER + "' in its group.\n"
                + new Dump(settings).dumpToString(List.of(tree, block));
    }

    /** A value's short token: the last 8 characters of its sanitized form ({@code value_token}). */
    static String token(String value) {
        String s = sanitize(value);
        return s.length() <= 8 ? s : s.substring(s.length() - 8);
    }

    static String sanitize(String value) {
        String s = DASHES.matcher(UNSAFE.matcher(value.strip()).replaceAll("-")).replaceAll("-");
        s = s.replaceAll("^[-_]+|[-_]+$", "");
        return s.isEmpty() ? "unnamed" : s;
    }

    static String limit(String name) {
        if (name.length() <= NAME_LIMIT) {
            return name;
        }
        return name.substring(0, NAME_LIMIT - 9) + "-" + sha1(name).substring(0, 8);
    }

    static String sha1(String value) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-1").digest(value.getBytes(StandardCharsets.UTF_8));
            StringBuilder sb = new StringBuilder();
            for (byte b : d) {
                sb.append(String.format("%02x", b));
            }
            return sb.toString();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-1 is a JDK algorithm every Java runtime has", e);
        }
    }

    /**
     * Natural order: digit runs compared as numbers (without their leading zeros), the rest
     * character by character ignoring case; equal so far, the shorter first, then plain order.
     */
    static final Comparator<String> NATURAL = SlurmTopology::compareNatural;

    private static int compareNatural(String a, String b) {
        int i = 0;
        int j = 0;
        while (i < a.length() && j < b.length()) {
            char x = a.charAt(i);
            char y = b.charAt(j);
            if (Character.isDigit(x) && Character.isDigit(y)) {
                int ei = digitsEnd(a, i);
                int ej = digitsEnd(b, j);
                int si = skipZeros(a, i, ei);
                int sj = skipZeros(b, j, ej);
                int c = Integer.compare(ei - si, ej - sj);
                for (int k = 0; c == 0 && k < ei - si; k++) {
                    c = Character.compare(a.charAt(si + k), b.charAt(sj + k));
                }
                if (c != 0) {
                    return c;
                }
                i = ei;
                j = ej;
                continue;
            }
            int c = Character.compare(Character.toLowerCase(x), Character.toLowerCase(y));
            if (c != 0) {
                return c;
            }
            i++;
            j++;
        }
        int c = Integer.compare(a.length() - i, b.length() - j);
        return c != 0 ? c : a.compareTo(b);
    }

    private static int digitsEnd(String s, int from) {
        int e = from;
        while (e < s.length() && Character.isDigit(s.charAt(e))) {
            e++;
        }
        return e;
    }

    private static int skipZeros(String s, int from, int end) {
        int k = from;
        while (k < end - 1 && s.charAt(k) == '0') {
            k++;
        }
        return k;
    }

    private static final Comparator<String> PLACEHOLDER_LAST =
            Comparator.comparing((String v) -> v.equals(PLACEHOLDER)).thenComparing(NATURAL);

    /** One switch under construction: its children by value, or its nodes. */
    private static final class Level {
        final FabricLevel kind;
        final Map<String, Level> children = new HashMap<>();
        final List<String> nodes = new ArrayList<>();

        Level(FabricLevel kind) {
            this.kind = kind;
        }
    }
}
