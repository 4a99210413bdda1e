// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.tls;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Export;
import com.pulumi.core.annotations.ResourceType;
import com.pulumi.resources.CustomResource;
import com.pulumi.resources.CustomResourceOptions;
import java.util.List;
import ocigpucluster.bindings.Providers;

/** Generates a private/public key pair once and keeps it in state (stable across runs). */
@ResourceType(type="tls:index/privateKey:PrivateKey")
public class PrivateKey extends CustomResource {
    private static final String PROVIDER = "tls";

    @Export(name="algorithm", refs={String.class}, tree="[0]")
    private Output<String> algorithm;

    public Output<String> algorithm() {
        return this.algorithm;
    }

    @Export(name="ecdsaCurve", refs={String.class}, tree="[0]")
    private Output<String> ecdsaCurve;

    public Output<String> ecdsaCurve() {
        return this.ecdsaCurve;
    }

    @Export(name="privateKeyOpenssh", refs={String.class}, tree="[0]")
    private Output<String> privateKeyOpenssh;

    public Output<String> privateKeyOpenssh() {
        return this.privateKeyOpenssh;
    }

    @Export(name="privateKeyPem", refs={String.class}, tree="[0]")
    private Output<String> privateKeyPem;

    public Output<String> privateKeyPem() {
        return this.privateKeyPem;
    }

    @Export(name="privateKeyPemPkcs8", refs={String.class}, tree="[0]")
    private Output<String> privateKeyPemPkcs8;

    public Output<String> privateKeyPemPkcs8() {
        return this.privateKeyPemPkcs8;
    }

    @Export(name="publicKeyFingerprintMd5", refs={String.class}, tree="[0]")
    private Output<String> publicKeyFingerprintMd5;

    public Output<String> publicKeyFingerprintMd5() {
        return this.publicKeyFingerprintMd5;
    }

    @Export(name="publicKeyFingerprintSha256", refs={String.class}, tree="[0]")
    private Output<String> publicKeyFingerprintSha256;

    public Output<String> publicKeyFingerprintSha256() {
        return this.publicKeyFingerprintSha256;
    }

    @Export(name="publicKeyOpenssh", refs={String.class}, tree="[0]")
    private Output<String> publicKeyOpenssh;

    public Output<String> publicKeyOpenssh() {
        return this.publicKeyOpenssh;
    }

    @Export(name="publicKeyPem", refs={String.class}, tree="[0]")
    private Output<String> publicKeyPem;

    public Output<String> publicKeyPem() {
        return this.publicKeyPem;
    }

    @Export(name="rsaBits", refs={Integer.class}, tree="[0]")
    private Output<Integer> rsaBits;

    public Output<Integer> rsaBits() {
        return this.rsaBits;
    }

    public PrivateKey(String name, PrivateKeyArgs args) {
        this(name, args, null);
    }

    public PrivateKey(String name, PrivateKeyArgs args, CustomResourceOptions options) {
        super("tls:index/privateKey:PrivateKey", name, args == null ? PrivateKeyArgs.Empty : args,
                Providers.resourceOptions(PROVIDER, options, List.of("privateKeyOpenssh", "privateKeyPem", "privateKeyPemPkcs8")), false);
    }
}
