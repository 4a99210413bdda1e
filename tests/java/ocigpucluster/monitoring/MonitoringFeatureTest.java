package ocigpucluster.monitoring;

import static ocigpucluster.validation.Config.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import ocigpucluster.Repo;
import ocigpucluster.program.Features;
import ocigpucluster.settings.Settings;
import ocigpucluster.validation.Config;
import ocigpucluster.validation.Diagnostic;
import ocigpucluster.validation.Validation;
import org.junit.jupiter.api.Test;

/** The monitoring group's keys and checks, the retention sizing, the stage and the tunnels. */
class MonitoringFeatureTest {
    private static Config on() {
        return Config.seedLike().set("monitoring.enabled", true);
    }

    private static Settings settings(Config c) {
        assertEquals(List.of(), c.validate());
        return Validation.of(c.raw(), "test", Features.RULES).settings();
    }

    @Test
    void offByDefaultAndOnWhenEnabled() {
        assertFalse(MonitoringFeature.MONITORING.enabled(settings(Config.seedLike())));
        Settings s = settings(on());
        assertTrue(MonitoringFeature.MONITORING.enabled(s));
        assertEquals(new Monitoring(true, "bastion", 15, null), Monitoring.of(s), "Prometheus' own 15 days by default");
        assertTrue(Features.STAGES.all().contains(MonitoringFeature.MONITORING), "registered in Features.ALL");
    }

    @Test
    void retentionSizeFollowsPrometheusSizingRule() {
        // (nodes + 1) hosts x 5000 series / 15 s x 86400 s x days x 2 bytes, whole GB up
        assertEquals(5, new Monitoring(true, "bastion", 15, null).retentionSizeGb(4), "4.32 GB");
        assertEquals(113, new Monitoring(true, "bastion", 30, null).retentionSizeGb(64), "112.32 GB");
        assertEquals(1, new Monitoring(true, "bastion", 1, null).retentionSizeGb(0), "at least 1 GB");
    }

    @Test
    void aRetentionTooLargeForTheBastionsDiskIsAWarningWhoseFixValidates() {
        Config big = on().set("cluster.nodeCount", 64).set("monitoring.retentionDays", 30);
        Diagnostic d = only(big.validate(), "MONITORING_RETENTION_DISK", "monitoring.retentionDays");
        assertEquals(Diagnostic.Level.WARNING, d.level(), d.line());
        assertTrue(d.line().contains("113 GB") && d.line().contains("100 GB"), d.line());
        assertTrue(d.fix().contains("monitoring.retentionDays to 13 or less"), d.fix());
        assertTrue(d.fix().contains("bastion.bootVolumeSizeInGbs to 226 or more"), d.fix());
        assertEquals(List.of(), big.set("monitoring.retentionDays", 13).validate(), "the fix validates");
        assertEquals(
                List.of(),
                big.set("monitoring.retentionDays", 30)
                        .set("bastion.bootVolumeSizeInGbs", 226)
                        .validate());
        assertEquals(
                List.of(),
                on().set("monitoring.enabled", false)
                        .set("cluster.nodeCount", 64)
                        .set("monitoring.retentionDays", 30)
                        .validate(),
                "no warning while monitoring is off");
    }

    @Test
    void badKeysAreRefusedNamingTheKey() {
        Diagnostic host =
                only(on().set("monitoring.host", "node").validate(), "CONFIG_INVALID_VALUE", "monitoring.host");
        assertTrue(host.fix().contains("bastion"), host.fix());
        only(
                on().set("monitoring.retentionDays", 0).validate(),
                "MONITORING_RETENTION_RANGE",
                "monitoring.retentionDays");
        only(
                on().set("monitoring.retentionDays", 3651).validate(),
                "MONITORING_RETENTION_RANGE",
                "monitoring.retentionDays");
    }

    @Test
    void theTunnelsForwardTheBastionsLoopbackPorts() throws java.io.IOException {
        assertEquals(
                "ssh -N -L 9090:127.0.0.1:9090 opc@203.0.113.9",
                MonitoringFeature.tunnel(Monitoring.PROMETHEUS_PORT, "opc", "203.0.113.9"));
        assertEquals(
                "ssh -N -L 3000:127.0.0.1:3000 opc@203.0.113.9",
                MonitoringFeature.tunnel(Monitoring.GRAFANA_PORT, "opc", "203.0.113.9"));
        // the ports the stages make the daemons listen on, on the loopback only: the tunnels forward those
        String monitoring = java.nio.file.Files.readString(Repo.path("src/main/bootstrap/monitoring/monitoring.sh"));
        String alertmanager =
                java.nio.file.Files.readString(Repo.path("src/main/bootstrap/monitoring/alertmanager.sh"));
        assertEquals(
                List.of(String.valueOf(Monitoring.PROMETHEUS_PORT)),
                all(monitoring, "prometheus [^\\n]*--web\\.listen-address=127\\.0\\.0\\.1:(\\d+)"));
        assertEquals(
                List.of(String.valueOf(Monitoring.ALERTMANAGER_PORT)),
                all(alertmanager, "alertmanager [^\\n]*--web\\.listen-address=127\\.0\\.0\\.1:(\\d+)"));
        assertEquals(List.of("127.0.0.1"), all(monitoring, "Environment=GF_SERVER_HTTP_ADDR=(\\S+)"));
        assertEquals(
                List.of(String.valueOf(Monitoring.GRAFANA_PORT)),
                all(monitoring, "Environment=GF_SERVER_HTTP_PORT=(\\d+)"));
    }

    private static List<String> all(String text, String regex) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile(regex).matcher(text);
        List<String> out = new java.util.ArrayList<>();
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    private static final String TOKEN = "T0KEN-do-not-print";

    @Test
    void anAlertReceiverAsASecretAddsTheAlertmanagerStageAfterMonitoringAndPointsPrometheusAtIt() {
        Settings none = settings(on());
        assertFalse(MonitoringFeature.ALERTMANAGER_STAGE.enabled(none), "no receiver, no Alertmanager");
        Settings s = settings(on().secret("monitoring.alertReceiver", "https://hooks.example.com/" + TOKEN));
        assertTrue(MonitoringFeature.ALERTMANAGER_STAGE.enabled(s));
        assertTrue(Monitoring.of(s).deliversAlerts());
        // its place after the monitoring stage is a plan order: MonitoringGraphTest's example orders
        assertEquals(
                ocigpucluster.bootstrap.StageSpec.Stdin.ALERT_RECEIVER, MonitoringFeature.ALERTMANAGER_STAGE.stdin());
        assertTrue(MonitoringFeature.MONITORING.takes(MonitoringFeature.ALERTMANAGER));
        assertFalse(
                MonitoringFeature.ALERTMANAGER_STAGE.enabled(settings(on().set("monitoring.enabled", false)
                        .secret("monitoring.alertReceiver", "https://h.example.com/x"))),
                "monitoring off: nothing to deliver");
        assertFalse(
                MonitoringFeature.ALERTMANAGER_STAGE.enabled(settings(on().secret("monitoring.alertReceiver", ""))),
                "an empty receiver is none");
    }

    @Test
    void aPlainTextAlertReceiverIsRefusedWithoutQuotingItAndTheFixValidates() {
        Diagnostic d = only(
                on().set("monitoring.alertReceiver", "https://hooks.example.com/" + TOKEN)
                        .validate(),
                "ALERT_RECEIVER_NOT_SECRET",
                "monitoring.alertReceiver");
        assertFalse(d.line().contains(TOKEN), d.line());
        assertTrue(d.fix().contains("pulumi config set --secret --path monitoring.alertReceiver"), d.fix());
        assertEquals(
                List.of(),
                on().secret("monitoring.alertReceiver", "https://hooks.example.com/" + TOKEN)
                        .validate());
    }

    @Test
    void anAlertReceiverThatIsNotAnHttpsUrlIsRefusedWithoutQuotingIt() {
        for (String bad : List.of(
                "http://hooks.example.com/" + TOKEN,
                "http://203.0.113.9/" + TOKEN,
                "ftp://10.0.0.5/" + TOKEN,
                "hooks.example.com/" + TOKEN,
                "https://user:" + TOKEN + "@hooks.example.com/",
                "https://hooks.example.com/" + TOKEN + " extra",
                "https://hooks.example.com/" + TOKEN + "\nsecond",
                "https:///" + TOKEN)) {
            Diagnostic d = only(
                    on().secret("monitoring.alertReceiver", bad).validate(),
                    "MONITORING_ALERT_RECEIVER_INVALID",
                    "monitoring.alertReceiver");
            assertFalse(d.line().contains(TOKEN) || d.fix().contains(TOKEN), d.line());
            assertTrue(d.fix().contains("https://"), d.fix());
        }
        for (String good : List.of(
                "https://hooks.example.com/services/" + TOKEN,
                "https://10.0.1.5:8443/hook",
                "http://127.0.0.1:5001/hook",
                "http://10.0.2.7:8080/alerts?token=" + TOKEN,
                "http://192.168.1.2/x",
                "http://172.16.0.9/x",
                "http://[::1]:5001/x",
                "")) {
            assertEquals(
                    List.of(), on().secret("monitoring.alertReceiver", good).validate(), good);
        }
    }

    @Test
    void theAlertmanagerTunnelForwardsItsLoopbackPort() {
        assertEquals(
                "ssh -N -L 9093:127.0.0.1:9093 opc@203.0.113.9",
                MonitoringFeature.tunnel(Monitoring.ALERTMANAGER_PORT, "opc", "203.0.113.9"));
    }
}
