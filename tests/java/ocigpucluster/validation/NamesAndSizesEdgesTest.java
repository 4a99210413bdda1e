package ocigpucluster.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Edges of three small rules, worked out by hand: an NFS server is an IPv4 address (each part
 * 0..255) or a DNS name of at most 253 characters (RFC 1035 labels); a subnet needs an address
 * per node besides the three OCI reserves; a host label is cut to its length without a trailing
 * hyphen.
 */
class NamesAndSizesEdgesTest {

    @Test
    void anNfsServerIsAnIpv4AddressOrADnsName() {
        assertTrue(StorageChecks.isHost("255.255.255.255"));
        assertFalse(StorageChecks.isHost("256.0.0.1"));
        assertTrue(StorageChecks.isHost("nfs.example.com"));
        assertFalse(StorageChecks.isHost("10.0.0"), "digits and dots, not an address");
        String a = "a".repeat(63);
        String longest = a + "." + a + "." + a + "." + "d".repeat(61);
        assertEquals(253, longest.length());
        assertTrue(StorageChecks.isHost(longest));
        assertFalse(StorageChecks.isHost(longest + "d"), "254 characters");
    }

    @Test
    void aSubnetHoldsOneAddressPerNodeBesidesTheThreeOciReserves() {
        assertEquals(30, NetworkChecks.prefixFor(1)); // /30: 4 - 3 = 1
        assertEquals(29, NetworkChecks.prefixFor(2)); // /29: 8 - 3 = 5
        assertEquals(29, NetworkChecks.prefixFor(5));
        assertEquals(28, NetworkChecks.prefixFor(6)); // /28: 16 - 3 = 13
        assertEquals(22, NetworkChecks.prefixFor(1021)); // /22: 1024 - 3
        assertEquals(21, NetworkChecks.prefixFor(1022));
    }

    @Test
    void aHostLabelIsCutToItsLengthWithoutATrailingHyphen() {
        assertEquals("abc-def", NameChecks.hostLabel("Abc_Def", 10, "x"));
        assertEquals("abcde", NameChecks.hostLabel("abcde", 5, "x"), "exactly the length");
        assertEquals("abcd", NameChecks.hostLabel("abcd-efg", 5, "x"), "cut to abcd-, then the hyphen dropped");
        assertEquals("gpu", NameChecks.hostLabel("1gpu", 10, "x"));
        assertEquals("x", NameChecks.hostLabel("---", 10, "x"));
        assertEquals("x", NameChecks.hostLabel(null, 10, "x"));
    }
}
