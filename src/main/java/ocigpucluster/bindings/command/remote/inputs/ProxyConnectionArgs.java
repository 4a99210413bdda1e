// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.command.remote.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** SSH settings of the bastion/jump host; same fields as Connection minus proxy (no chaining). */
public final class ProxyConnectionArgs extends ResourceArgs {

    public static final ProxyConnectionArgs Empty = new ProxyConnectionArgs();

    @Import(name="agentSocketPath")
    private Output<String> agentSocketPath;

    public Optional<Output<String>> agentSocketPath() {
        return Optional.ofNullable(this.agentSocketPath);
    }

    @Import(name="dialErrorLimit")
    private Output<Integer> dialErrorLimit;

    public Optional<Output<Integer>> dialErrorLimit() {
        return Optional.ofNullable(this.dialErrorLimit);
    }

    @Import(name="host", required=true)
    private Output<String> host;

    public Output<String> host() {
        return this.host;
    }

    @Import(name="hostKey")
    private Output<String> hostKey;

    public Optional<Output<String>> hostKey() {
        return Optional.ofNullable(this.hostKey);
    }

    @Import(name="password")
    private Output<String> password;

    public Optional<Output<String>> password() {
        return Optional.ofNullable(this.password);
    }

    @Import(name="perDialTimeout")
    private Output<Integer> perDialTimeout;

    public Optional<Output<Integer>> perDialTimeout() {
        return Optional.ofNullable(this.perDialTimeout);
    }

    @Import(name="port")
    private Output<Double> port;

    public Optional<Output<Double>> port() {
        return Optional.ofNullable(this.port);
    }

    @Import(name="privateKey")
    private Output<String> privateKey;

    public Optional<Output<String>> privateKey() {
        return Optional.ofNullable(this.privateKey);
    }

    @Import(name="privateKeyPassword")
    private Output<String> privateKeyPassword;

    public Optional<Output<String>> privateKeyPassword() {
        return Optional.ofNullable(this.privateKeyPassword);
    }

    @Import(name="user")
    private Output<String> user;

    public Optional<Output<String>> user() {
        return Optional.ofNullable(this.user);
    }

    private ProxyConnectionArgs() {}

    private ProxyConnectionArgs(ProxyConnectionArgs $) {
        this.agentSocketPath = $.agentSocketPath;
        this.dialErrorLimit = $.dialErrorLimit;
        this.host = $.host;
        this.hostKey = $.hostKey;
        this.password = $.password;
        this.perDialTimeout = $.perDialTimeout;
        this.port = $.port;
        this.privateKey = $.privateKey;
        this.privateKeyPassword = $.privateKeyPassword;
        this.user = $.user;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(ProxyConnectionArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final ProxyConnectionArgs $;

        public Builder() {
            $ = new ProxyConnectionArgs();
        }

        public Builder(ProxyConnectionArgs defaults) {
            $ = new ProxyConnectionArgs(Objects.requireNonNull(defaults));
        }

        public Builder agentSocketPath(Output<String> agentSocketPath) {
            $.agentSocketPath = agentSocketPath;
            return this;
        }

        public Builder agentSocketPath(String agentSocketPath) {
            return agentSocketPath(Output.of(agentSocketPath));
        }

        public Builder dialErrorLimit(Output<Integer> dialErrorLimit) {
            $.dialErrorLimit = dialErrorLimit;
            return this;
        }

        public Builder dialErrorLimit(Integer dialErrorLimit) {
            return dialErrorLimit(Output.of(dialErrorLimit));
        }

        public Builder host(Output<String> host) {
            $.host = host;
            return this;
        }

        public Builder host(String host) {
            return host(Output.of(host));
        }

        public Builder hostKey(Output<String> hostKey) {
            $.hostKey = hostKey;
            return this;
        }

        public Builder hostKey(String hostKey) {
            return hostKey(Output.of(hostKey));
        }

        public Builder password(Output<String> password) {
            $.password = password;
            return this;
        }

        public Builder password(String password) {
            return password(Output.of(password));
        }

        public Builder perDialTimeout(Output<Integer> perDialTimeout) {
            $.perDialTimeout = perDialTimeout;
            return this;
        }

        public Builder perDialTimeout(Integer perDialTimeout) {
            return perDialTimeout(Output.of(perDialTimeout));
        }

        public Builder port(Output<Double> port) {
            $.port = port;
            return this;
        }

        public Builder port(Double port) {
            return port(Output.of(port));
        }

        public Builder privateKey(Output<String> privateKey) {
            $.privateKey = privateKey;
            return this;
        }

        public Builder privateKey(String privateKey) {
            return privateKey(Output.of(privateKey));
        }

        public Builder privateKeyPassword(Output<String> privateKeyPassword) {
            $.privateKeyPassword = privateKeyPassword;
            return this;
        }

        public Builder privateKeyPassword(String privateKeyPassword) {
            return privateKeyPassword(Output.of(privateKeyPassword));
        }

        public Builder user(Output<String> user) {
            $.user = user;
            return this;
        }

        public Builder user(String user) {
            return user(Output.of(user));
        }

        public ProxyConnectionArgs build() {
            if ($.host == null) {
                throw new MissingRequiredPropertyException("ProxyConnectionArgs", "host");
            }
            return $;
        }
    }
}
