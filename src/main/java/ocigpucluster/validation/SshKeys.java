package ocigpucluster.validation;

import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads OpenSSH keys just far enough to tell a usable key from a mistake. Problems are described
 * without ever quoting the key text: a "public" key may be a pasted private key.
 */
public final class SshKeys {
    static final List<String> PUBLIC_KEY_TYPES = List.of(
            "ssh-ed25519",
            "ssh-rsa",
            "ecdsa-sha2-nistp256",
            "ecdsa-sha2-nistp384",
            "ecdsa-sha2-nistp521",
            "sk-ssh-ed25519@openssh.com",
            "sk-ecdsa-sha2-nistp256@openssh.com");
    public static final int RSA_MIN_BITS = 2048;

    private static final Pattern TYPE_LIKE = Pattern.compile("[a-z0-9@.-]{1,40}");
    private static final Pattern PRIVATE_BLOCK = Pattern.compile(
            "-----BEGIN ((?:OPENSSH |RSA |EC |DSA |ENCRYPTED )?PRIVATE KEY)-----\\s*(.*?)\\s*-----END \\1-----",
            Pattern.DOTALL);
    private static final String OPENSSH_MAGIC = "openssh-key-v1\0";

    private SshKeys() {}

    /** A public key as the line declares it: its type, wire-format blob and, for RSA, the modulus size. */
    public record PublicKey(String type, byte[] blob, int rsaBits) {
        String fingerprint() {
            try {
                byte[] digest = MessageDigest.getInstance("SHA-256").digest(blob);
                return "SHA256:" + Base64.getEncoder().withoutPadding().encodeToString(digest);
            } catch (NoSuchAlgorithmException e) {
                throw new IllegalStateException("SHA-256 is part of every JRE", e);
            }
        }
    }

    /** Either a key or what is wrong with the line (never quoting it). */
    public record Parsed(PublicKey key, String problem, String fix) {
        static Parsed bad(String problem, String fix) {
            return new Parsed(null, problem, fix);
        }
    }

    /** One authorized_keys-style line: {@code <type> <base64> [comment]}. */
    public static Parsed parsePublic(String line) {
        String text = line.trim();
        if (text.startsWith("-----BEGIN") && text.contains("PRIVATE KEY")) {
            return Parsed.bad(
                    "is a private key, not a public key (and it is now stored in plain text in the stack config)",
                    "set it to the contents of the .pub file, e.g. `pulumi config set sshPublicKey \"$(cat ~/.ssh/id_ed25519.pub)\"`");
        }
        if (text.startsWith("-----BEGIN PUBLIC KEY") || text.startsWith("---- BEGIN SSH2 PUBLIC KEY")) {
            return Parsed.bad(
                    "is in PEM/RFC 4716 form, not the OpenSSH one-line form",
                    "convert it with `ssh-keygen -i -m PKCS8 -f key.pem` or `ssh-keygen -i -f key.pub`");
        }
        String[] parts = text.split("\\s+", 3);
        String declared = parts[0];
        String types = "use a key of type " + String.join(", ", PUBLIC_KEY_TYPES)
                + " in OpenSSH form (the one line of your .pub file)";
        if (!PUBLIC_KEY_TYPES.contains(declared)) {
            String what = TYPE_LIKE.matcher(declared).matches() && parts.length > 1
                    ? "key type '" + declared + "' is not supported"
                    : "does not start with an SSH key type";
            return Parsed.bad(what, types);
        }
        if (parts.length < 2) {
            return Parsed.bad("has no key body after '" + declared + "'", "paste the whole line of the .pub file");
        }
        byte[] blob;
        try {
            blob = Base64.getDecoder().decode(parts[1]);
        } catch (IllegalArgumentException e) {
            return Parsed.bad(
                    "key body is not valid base64",
                    "paste the line of the .pub file unchanged (was it cut or wrapped?)");
        }
        ByteBuffer in = ByteBuffer.wrap(blob);
        Optional<String> embedded = string(in).map(b -> new String(b, StandardCharsets.US_ASCII));
        if (embedded.isEmpty()) {
            return Parsed.bad("key body is truncated", "paste the whole line of the .pub file");
        }
        if (!embedded.get().equals(declared)) {
            String body =
                    TYPE_LIKE.matcher(embedded.get()).matches() ? "a '" + embedded.get() + "' key" : "not an SSH key";
            return Parsed.bad(
                    "says '" + declared + "' but its key body is " + body, "paste the .pub file's line unchanged");
        }
        int rsaBits = 0;
        if (declared.equals("ssh-rsa")) {
            Optional<byte[]> exponent = string(in);
            Optional<byte[]> modulus = exponent.flatMap(e -> string(in));
            if (modulus.isEmpty()) {
                return Parsed.bad("RSA key body is truncated", "paste the whole line of the .pub file");
            }
            rsaBits = new BigInteger(1, modulus.get()).bitLength();
        } else if (string(in).isEmpty()) {
            return Parsed.bad("key body is truncated", "paste the whole line of the .pub file");
        }
        return new Parsed(new PublicKey(declared, blob, rsaBits), null, null);
    }

    /** What makes this text unusable as the bootstrap's private key, if anything. Never quotes the text. */
    static Optional<String> privateKeyProblem(String text) {
        String t = text.trim();
        if (t.startsWith("PuTTY-User-Key-File")) {
            return Optional.of("is a PuTTY .ppk key, which ssh cannot use; export it in OpenSSH form"
                    + " (PuTTYgen: Conversions > Export OpenSSH key)");
        }
        if (PUBLIC_KEY_TYPES.stream().anyMatch(type -> t.startsWith(type + " "))) {
            return Optional.of("is a public key; set the private key file (the one without .pub)");
        }
        Matcher m = PRIVATE_BLOCK.matcher(t);
        if (!m.find()) {
            return Optional.of(
                    "is not a PEM or OpenSSH private key block (-----BEGIN ... PRIVATE KEY----- ... -----END ...)");
        }
        String body = m.group(2);
        if (m.group(1).startsWith("ENCRYPTED") || body.contains("Proc-Type: 4,ENCRYPTED")) {
            return Optional.of(passphraseProblem());
        }
        if (m.group(1).startsWith("OPENSSH")) {
            Optional<OpenSshHeader> header = openSshHeader(body);
            if (header.isEmpty()) {
                return Optional.of("is a damaged OpenSSH private key block (lines lost or changed when pasting?)");
            }
            if (!header.get().cipher().equals("none")) {
                return Optional.of(passphraseProblem());
            }
        }
        return Optional.empty();
    }

    /** The public half stored in clear at the head of an OpenSSH private key, if the text is one. */
    static Optional<byte[]> openSshPublicBlob(String text) {
        Matcher m = PRIVATE_BLOCK.matcher(text.trim());
        if (!m.find() || !m.group(1).startsWith("OPENSSH")) {
            return Optional.empty();
        }
        return openSshHeader(m.group(2)).map(OpenSshHeader::publicBlob);
    }

    private static String passphraseProblem() {
        return "is protected by a passphrase, which the bootstrap cannot enter; create a key pair without one"
                + " (`ssh-keygen -t ed25519 -N '' -f ~/.ssh/oci_gpu_cluster`) and set sshPublicKey and sshPrivateKey to it";
    }

    private record OpenSshHeader(String cipher, byte[] publicBlob) {}

    /** openssh-key-v1: magic, cipher name, KDF name, KDF options, key count, then each public key in clear. */
    private static Optional<OpenSshHeader> openSshHeader(String base64Body) {
        byte[] raw;
        try {
            raw = Base64.getMimeDecoder().decode(base64Body);
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
        byte[] magic = OPENSSH_MAGIC.getBytes(StandardCharsets.US_ASCII);
        if (raw.length < magic.length || !Arrays.equals(Arrays.copyOf(raw, magic.length), magic)) {
            return Optional.empty();
        }
        ByteBuffer in = ByteBuffer.wrap(raw, magic.length, raw.length - magic.length);
        Optional<String> cipher = string(in).map(b -> new String(b, StandardCharsets.US_ASCII));
        if (cipher.isEmpty() || string(in).isEmpty() || string(in).isEmpty() || in.remaining() < 4) {
            return Optional.empty();
        }
        int keys = in.getInt();
        if (keys < 1) {
            return Optional.empty();
        }
        return string(in).map(blob -> new OpenSshHeader(cipher.get(), blob));
    }

    /** An SSH wire-format string: uint32 length, then that many bytes. */
    private static Optional<byte[]> string(ByteBuffer in) {
        if (in.remaining() < 4) {
            return Optional.empty();
        }
        int length = in.getInt();
        if (length < 0 || length > in.remaining()) {
            return Optional.empty();
        }
        byte[] out = new byte[length];
        in.get(out);
        return Optional.of(out);
    }
}
