package ocigpucluster.monitoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import ocigpucluster.validation.Config;
import ocigpucluster.validation.Diagnostic;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * monitoring.alertReceiver is read by Alertmanager, a Go program: its URL by net/url, its host by
 * net.ParseIP (since Go 1.22 netip.ParseAddr, zone refused), which takes only dotted decimal
 * without leading zeros ("192.0.2.1", Go 1.17 release notes), IPv6 ("2001:db8::68") and IPv4-mapped
 * IPv6 ("::ffff:192.0.2.1") (pkg.go.dev/net#ParseIP); any other host is a name to look up. A host
 * Java's InetAddress would read as a private address but Go as a name (010.0.0.1, 167772161, a
 * hex or short form, a trailing dot) is refused, whatever the scheme, as is a port outside 1 to
 * 65535 and anything Go would read otherwise (a percent-escape or a zone in the host).
 */
class AlertReceiverUrlTest {

    @ParameterizedTest
    @ValueSource(
            strings = {
                "http://010.0.0.1/hook",
                "http://10.0.0.010/hook",
                "http://012.000.000.001/hook",
                "http://167772161/hook",
                "http://0x0a000001/hook",
                "http://0xa.0.0.1/hook",
                "http://0XA.0.0.1/hook",
                "http://10.1/hook",
                "http://10.0.1/hook",
                "http://10.0.0.1./hook",
                "http://10.0.0.256/hook",
                "http://[::ffff:010.0.0.1]/hook",
                "http://[::ffff:10.0.0.1.]/hook",
                "http://[fd00::1%25eth0]/hook",
                "http://%31%30.0.0.1/hook",
                "http://10.0.0.1:70000/hook",
                "http://10.0.0.1:0/hook",
                "http://10.0.0.1:/hook",
                "http://10.0.0.1:8o80/hook",
                "http://10.0.0.1:+80/hook",
                "http://[::1]:99999/hook",
                "http://[::1/hook",
                "http://::1/hook",
                "https://0x0a000001/hook",
                "https://167772161/hook",
                "https://hooks.example.com:0/hook",
                "https://hooks.example.com:65536/hook",
                "https://hooks.example.com:443:1/hook",
                "https://hooks.example.com.1/hook",
                "https://hooks.example.com\\@10.0.0.1/hook",
                "http://10.0.0.1@hooks.example.com/hook",
                "https://hooks_example.com/hook",
                "http://hooks.example.com/hook",
                "http://203.0.113.7/hook",
                "http://[2001:db8::1]/hook",
                "ftp://10.0.0.1/hook",
                "https:hooks.example.com/hook",
                "https:///hook"
            })
    void refused(String url) {
        assertNotNull(MonitoringChecks.receiverProblem(url), url + " is accepted");
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "https://hooks.slack.com/services/T000/B000/XXXX",
                "https://hooks.example.com:8443/alertmanager?token=x#frag",
                "HTTPS://Hooks.Example.COM/x",
                "https://hooks.example.com./x",
                "https://203.0.113.7/hook",
                "https://[2001:db8::1]:8443/hook",
                "http://10.0.0.5:9095/hook",
                "http://127.0.0.1:5001/",
                "http://172.16.0.1/hook",
                "http://192.168.255.254:65535/hook",
                "http://[::1]:5001/",
                "http://[fd00::5]/hook",
                "http://[::ffff:10.0.0.1]/hook",
                "http://10.0.0.5"
            })
    void accepted(String url) {
        assertNull(MonitoringChecks.receiverProblem(url), url);
    }

    @ParameterizedTest
    @ValueSource(strings = {"http://010.0.0.1/T0KENSECRET", "http://167772161:70000/T0KENSECRET"})
    void theValidatorRefusesItWithoutQuotingItAndTheFixValidates(String url) {
        Config c = Config.seedLike().set("monitoring.enabled", true).secret("monitoring.alertReceiver", url);
        List<Diagnostic> d = c.validate();
        Diagnostic x = Config.only(d, "MONITORING_ALERT_RECEIVER_INVALID", "monitoring.alertReceiver");
        assertFalse(
                x.line().contains("T0KEN")
                        || x.line().contains("0x")
                        || x.line().contains("167772161"),
                x.line());
        assertTrue(x.message().contains("Alertmanager"), x.line());
        // the fix: the address written as Go reads it (or remove the key)
        assertEquals(
                List.of(),
                c.copy()
                        .secret("monitoring.alertReceiver", "http://10.0.0.1:9095/T0KENSECRET")
                        .validate());
        assertEquals(List.of(), c.copy().remove("monitoring.alertReceiver").validate());
    }
}
