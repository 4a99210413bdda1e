package ocigpucluster.monitoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import ocigpucluster.Repo;
import ocigpucluster.bootstrap.Shell;
import ocigpucluster.bootstrap.ShippedBootstrap;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The textfile collectors the monitoring stage installs, run on files laid out as the kernel's
 * RDMA sysfs (Documentation/ABI/stable/sysfs-class-infiniband) and with sinfo/squeue stand-ins
 * that answer the arguments they are given as Slurm's do (slurm-stand-ins/: the options and format
 * fields of sinfo(1) and squeue(1), refusals included); their output passes promtool's own exposition check
 * (`promtool check metrics`, Debian's prometheus package).
 */
@Tag("process")
class MonitoringCollectorsTest {
    private static void write(Path f, String text) throws Exception {
        Files.createDirectories(f.getParent());
        Files.writeString(f, text);
    }

    private static void promtoolAccepts(Path dir, String metrics) throws Exception {
        Shell.Result r = Shell.run(dir, Map.of(), metrics, List.of("promtool", "check", "metrics"));
        assertEquals(0, r.exit(), "promtool check metrics refused:\n" + metrics + r.stdout() + r.stderr());
    }

    @Test
    void rdmaPortsStateAndCountersBecomeMetrics(@TempDir Path tmp) throws Exception {
        Path sys = tmp.resolve("infiniband");
        Path up = sys.resolve("mlx5_0/ports/1");
        write(up.resolve("state"), "4: ACTIVE\n");
        write(up.resolve("phys_state"), "5: LinkUp\n");
        write(up.resolve("counters/link_downed"), "2\n");
        write(up.resolve("counters/symbol_error"), "0\n");
        write(up.resolve("hw_counters/out_of_sequence"), "17\n");
        write(up.resolve("counters/port_xmit_data"), "100\n");
        Path down = sys.resolve("mlx5_1/ports/1");
        write(down.resolve("state"), "1: DOWN\n");
        write(down.resolve("phys_state"), "3: Disabled\n");
        Path out = Files.createDirectories(tmp.resolve("metrics"));
        // mlx5_0 a rail of the shape (its NCCL_IB_HCA), mlx5_1 not (a front-end NIC)
        Shell.Result r = Shell.run(
                tmp,
                Map.of("RDMA_SYSFS_ROOT", sys.toString(), "METRICS_DIR", out.toString(), "RDMA_RAILS", "mlx5_0,mlx5_9"),
                null,
                List.of("bash", ShippedBootstrap.source("lib/rdma-metrics.sh").toString()));
        assertEquals(0, r.exit(), r.stderr());
        String m = Files.readString(out.resolve("oci_gpu_cluster_rdma.prom"))
                .replace(",rail=\"true\"}", "}")
                .replace(",rail=\"false\"}", "}");
        String labelled = Files.readString(out.resolve("oci_gpu_cluster_rdma.prom"));
        assertTrue(
                labelled.contains("oci_gpu_cluster_rdma_port_state{device=\"mlx5_0\",port=\"1\",rail=\"true\"} 1\n"),
                labelled);
        assertTrue(
                labelled.contains("oci_gpu_cluster_rdma_port_state{device=\"mlx5_1\",port=\"1\",rail=\"false\"} 0\n"),
                labelled);
        assertTrue(m.contains("oci_gpu_cluster_rdma_port_state{device=\"mlx5_0\",port=\"1\"} 1\n"), m);
        assertTrue(m.contains("oci_gpu_cluster_rdma_port_state{device=\"mlx5_1\",port=\"1\"} 0\n"), m);
        assertTrue(m.contains("oci_gpu_cluster_rdma_port_phys_state{device=\"mlx5_1\",port=\"1\"} 3\n"), m);
        // port_xmit_data counts 4-byte words (oci-hpc's exporter multiplies it by 4)
        assertTrue(
                m.contains("oci_gpu_cluster_rdma_port_xmit_data_bytes_total{device=\"mlx5_0\",port=\"1\"} 400\n"), m);
        assertTrue(m.contains("oci_gpu_cluster_rdma_link_downed_total{device=\"mlx5_0\",port=\"1\"} 2\n"), m);
        assertTrue(m.contains("oci_gpu_cluster_rdma_hw_out_of_sequence_total{device=\"mlx5_0\",port=\"1\"} 17\n"), m);
        assertTrue(m.contains("oci_gpu_cluster_rdma_ports 2\n"), m);
        assertTrue(m.contains("# TYPE oci_gpu_cluster_rdma_link_downed_total counter\n"), m);
        assertEquals(
                List.of(out.resolve("oci_gpu_cluster_rdma.prom")),
                Files.list(out).toList(),
                "no temporary file left");
        promtoolAccepts(tmp, labelled);
    }

    /**
     * The collector runs every scrape interval on every node over 16 ports and their counters: it
     * reads each file with bash's read, forking no cat or cut per file (each call of either here
     * is logged by a stand-in first in PATH).
     */
    @Test
    void rdmaCountersAreReadWithoutAProcessPerFile(@TempDir Path tmp) throws Exception {
        Path sys = tmp.resolve("infiniband");
        for (int d = 0; d < 3; d++) {
            Path port = sys.resolve("mlx5_" + d + "/ports/1");
            write(port.resolve("state"), "4: ACTIVE\n");
            write(port.resolve("phys_state"), "5: LinkUp\n");
            for (String c : List.of("link_downed", "symbol_error", "port_xmit_data", "port_rcv_data")) {
                write(port.resolve("counters/" + c), "7\n");
            }
            write(port.resolve("hw_counters/out_of_sequence"), "1\n");
        }
        Path bin = Files.createDirectories(tmp.resolve("bin"));
        Path log = tmp.resolve("forks.log");
        for (String tool : List.of("cat", "cut", "head")) {
            write(bin.resolve(tool), "#!/bin/sh\necho " + tool + " >>" + log + "\nexec /usr/bin/" + tool + " \"$@\"\n");
            Files.setPosixFilePermissions(bin.resolve(tool), PosixFilePermissions.fromString("rwxr-xr-x"));
        }
        Path out = Files.createDirectories(tmp.resolve("metrics"));
        Shell.Result r = Shell.run(
                tmp,
                Map.of(
                        "RDMA_SYSFS_ROOT",
                        sys.toString(),
                        "METRICS_DIR",
                        out.toString(),
                        "RDMA_RAILS",
                        "mlx5_0",
                        "PATH",
                        bin + ":" + System.getenv("PATH")),
                null,
                List.of("bash", ShippedBootstrap.source("lib/rdma-metrics.sh").toString()));
        assertEquals(0, r.exit(), r.stderr());
        String m = Files.readString(out.resolve("oci_gpu_cluster_rdma.prom"));
        assertTrue(m.contains("oci_gpu_cluster_rdma_ports 3\n"), m);
        assertTrue(
                m.contains(
                        "oci_gpu_cluster_rdma_port_rcv_data_bytes_total{device=\"mlx5_2\",port=\"1\",rail=\"false\"} 28\n"),
                m);
        assertEquals("", Files.exists(log) ? Files.readString(log) : "", "cat/cut/head run per counter file");
    }

    /** The sinfo and squeue stand-ins (tests/resources/ocigpucluster/monitoring/slurm-stand-ins), as bin/sinfo, bin/squeue. */
    private static void installSlurmStandIns(Path bin) throws Exception {
        Files.createDirectories(bin);
        Path standIns = Repo.path("tests/resources/ocigpucluster/monitoring/slurm-stand-ins");
        Files.copy(standIns.resolve("slurm-stand-in-lib.sh"), bin.resolve("slurm-stand-in-lib.sh"));
        for (String tool : List.of("sinfo", "squeue")) {
            Files.copy(standIns.resolve(tool + ".sh"), bin.resolve(tool));
            Files.setPosixFilePermissions(bin.resolve(tool), PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    /** Runs the collector with its PATH led by {@code bin} (it sets systemd's own PATH itself). */
    private static Shell.Result collect(Path tmp, Path bin, Path out, String script, Map<String, String> env)
            throws Exception {
        Map<String, String> all = new java.util.HashMap<>(env);
        all.put("METRICS_DIR", out.toString());
        return Shell.run(
                tmp,
                all,
                null,
                List.of("bash", "-c", "sed 's|^export PATH=|export PATH=" + bin + ":|' " + script + " | bash"));
    }

    @Test
    void slurmStateCountsNodesAndJobsAndSaysWhenSlurmDoesNotAnswer(@TempDir Path tmp) throws Exception {
        Path bin = tmp.resolve("bin");
        installSlurmStandIns(bin);
        // n2 is in two partitions: sinfo -N lists it once per partition, and it is counted once
        Path nodes = tmp.resolve("nodes");
        write(nodes, "n1 compute idle\nn2 compute drained\nn2 debug drained\nn3 compute idle\n");
        Path jobs = tmp.resolve("jobs");
        write(jobs, "101 RUNNING\n102 PENDING\n103 RUNNING\n");
        Map<String, String> slurm =
                Map.of("SLURM_STANDIN_NODES", nodes.toString(), "SLURM_STANDIN_JOBS", jobs.toString());
        Path out = Files.createDirectories(tmp.resolve("metrics"));
        String script = ShippedBootstrap.source("lib/slurm-metrics.sh").toString();
        Shell.Result r = collect(tmp, bin, out, script, slurm);
        assertEquals(0, r.exit(), r.stderr());
        String m = Files.readString(out.resolve("oci_gpu_cluster_slurm.prom"));
        assertTrue(m.contains("oci_gpu_cluster_slurm_up 1\n"), m);
        assertTrue(m.contains("oci_gpu_cluster_slurm_nodes{state=\"idle\"} 2\n"), m);
        assertTrue(m.contains("oci_gpu_cluster_slurm_nodes{state=\"drained\"} 1\n"), m);
        assertTrue(m.contains("oci_gpu_cluster_slurm_node_state{slurm_node=\"n2\",state=\"drained\"} 1\n"), m);
        assertTrue(m.contains("oci_gpu_cluster_slurm_node_state{slurm_node=\"n3\",state=\"idle\"} 1\n"), m);
        assertTrue(m.contains("oci_gpu_cluster_slurm_jobs{state=\"RUNNING\"} 2\n"), m);
        assertTrue(m.contains("oci_gpu_cluster_slurm_jobs{state=\"PENDING\"} 1\n"), m);
        promtoolAccepts(tmp, m);

        Map<String, String> down = new java.util.HashMap<>(slurm);
        down.put("SLURM_STANDIN_DOWN", "1");
        r = collect(tmp, bin, out, script, down);
        assertEquals(0, r.exit(), r.stderr());
        m = Files.readString(out.resolve("oci_gpu_cluster_slurm.prom"));
        assertTrue(m.contains("oci_gpu_cluster_slurm_up 0\n") && !m.contains("slurm_nodes{"), m);
        promtoolAccepts(tmp, m);
    }

    @Test
    void theSlurmStandInsAnswerAMistakenCallAsSlurmDoes(@TempDir Path tmp) throws Exception {
        // the collector's calls are checked against these: what sinfo(1)/squeue(1) and their
        // opts.c do with the calls a collector could get wrong
        Path bin = tmp.resolve("bin");
        installSlurmStandIns(bin);
        Path nodes = tmp.resolve("nodes");
        write(nodes, "n1 compute idle\nn3 compute idle\n");
        Map<String, String> env = Map.of("SLURM_STANDIN_NODES", nodes.toString());
        Shell.Result perNode = Shell.run(tmp, env, null, List.of(bin + "/sinfo", "-h", "-N", "-o", "%N %T"));
        assertEquals("n1 idle\nn3 idle\n", perNode.stdout(), perNode.stderr());
        // without -N: one line for both nodes
        Shell.Result summary = Shell.run(tmp, env, null, List.of(bin + "/sinfo", "-h", "-o", "%N %T"));
        assertEquals("n1,n3 idle\n", summary.stdout(), summary.stderr());
        // without -h: a header line
        assertEquals(
                "NODELIST STATE\nn1 idle\nn3 idle\n",
                Shell.run(tmp, env, null, List.of(bin + "/sinfo", "-N", "-o", "%N %T"))
                        .stdout());
        // a letter sinfo has no field for: warned, printed as written, exit 0
        Shell.Result field = Shell.run(tmp, env, null, List.of(bin + "/sinfo", "-h", "-N", "-o", "%N %Q"));
        assertEquals(0, field.exit());
        assertEquals("n1 %Q\nn3 %Q\n", field.stdout());
        assertTrue(field.stderr().contains("Invalid node format specification: Q"), field.stderr());
        // an option sinfo does not have
        Shell.Result option = Shell.run(tmp, env, null, List.of(bin + "/sinfo", "-x"));
        assertEquals(1, option.exit());
        assertTrue(option.stderr().contains("Try \"sinfo --help\" for more information"), option.stderr());
        // an option it has that the stand-in does not model is named, not answered
        assertEquals(2, Shell.run(tmp, env, null, List.of(bin + "/sinfo", "-R")).exit());
        assertEquals(
                2,
                Shell.run(tmp, Map.of(), null, List.of(bin + "/squeue", "-h", "-o", "%j"))
                        .exit());
    }
}
