// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.command.remote.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;
import java.util.Optional;

/** SSH connection settings; host required; optional proxy (bastion) hop of type ProxyConnection. */
@CustomType
public final class Connection {
    private String agentSocketPath;
    private Integer dialErrorLimit;
    private String host;
    private String hostKey;
    private String password;
    private Integer perDialTimeout;
    private Double port;
    private String privateKey;
    private String privateKeyPassword;
    private ProxyConnection proxy;
    private String user;

    private Connection() {}

    public Optional<String> agentSocketPath() {
        return Optional.ofNullable(this.agentSocketPath);
    }

    public Optional<Integer> dialErrorLimit() {
        return Optional.ofNullable(this.dialErrorLimit);
    }

    public String host() {
        return this.host;
    }

    public Optional<String> hostKey() {
        return Optional.ofNullable(this.hostKey);
    }

    public Optional<String> password() {
        return Optional.ofNullable(this.password);
    }

    public Optional<Integer> perDialTimeout() {
        return Optional.ofNullable(this.perDialTimeout);
    }

    public Optional<Double> port() {
        return Optional.ofNullable(this.port);
    }

    public Optional<String> privateKey() {
        return Optional.ofNullable(this.privateKey);
    }

    public Optional<String> privateKeyPassword() {
        return Optional.ofNullable(this.privateKeyPassword);
    }

    public Optional<ProxyConnection> proxy() {
        return Optional.ofNullable(this.proxy);
    }

    public Optional<String> user() {
        return Optional.ofNullable(this.user);
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(Connection defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String agentSocketPath;
        private Integer dialErrorLimit;
        private String host;
        private String hostKey;
        private String password;
        private Integer perDialTimeout;
        private Double port;
        private String privateKey;
        private String privateKeyPassword;
        private ProxyConnection proxy;
        private String user;

        public Builder() {}

        public Builder(Connection defaults) {
            Objects.requireNonNull(defaults);
            this.agentSocketPath = defaults.agentSocketPath;
            this.dialErrorLimit = defaults.dialErrorLimit;
            this.host = defaults.host;
            this.hostKey = defaults.hostKey;
            this.password = defaults.password;
            this.perDialTimeout = defaults.perDialTimeout;
            this.port = defaults.port;
            this.privateKey = defaults.privateKey;
            this.privateKeyPassword = defaults.privateKeyPassword;
            this.proxy = defaults.proxy;
            this.user = defaults.user;
        }

        @CustomType.Setter
        public Builder agentSocketPath(String agentSocketPath) {
            this.agentSocketPath = agentSocketPath;
            return this;
        }

        @CustomType.Setter
        public Builder dialErrorLimit(Integer dialErrorLimit) {
            this.dialErrorLimit = dialErrorLimit;
            return this;
        }

        @CustomType.Setter
        public Builder host(String host) {
            this.host = host;
            return this;
        }

        @CustomType.Setter
        public Builder hostKey(String hostKey) {
            this.hostKey = hostKey;
            return this;
        }

        @CustomType.Setter
        public Builder password(String password) {
            this.password = password;
            return this;
        }

        @CustomType.Setter
        public Builder perDialTimeout(Integer perDialTimeout) {
            this.perDialTimeout = perDialTimeout;
            return this;
        }

        @CustomType.Setter
        public Builder port(Double port) {
            this.port = port;
            return this;
        }

        @CustomType.Setter
        public Builder privateKey(String privateKey) {
            this.privateKey = privateKey;
            return this;
        }

        @CustomType.Setter
        public Builder privateKeyPassword(String privateKeyPassword) {
            this.privateKeyPassword = privateKeyPassword;
            return this;
        }

        @CustomType.Setter
        public Builder proxy(ProxyConnection proxy) {
            this.proxy = proxy;
            return this;
        }

        @CustomType.Setter
        public Builder user(String user) {
            this.user = user;
            return this;
        }

        public Connection build() {
            final var _resultValue = new Connection();
            _resultValue.agentSocketPath = agentSocketPath;
            _resultValue.dialErrorLimit = dialErrorLimit;
            _resultValue.host = host;
            _resultValue.hostKey = hostKey;
            _resultValue.password = password;
            _resultValue.perDialTimeout = perDialTimeout;
            _resultValue.port = port;
            _resultValue.privateKey = privateKey;
            _resultValue.privateKeyPassword = privateKeyPassword;
            _resultValue.proxy = proxy;
            _resultValue.user = user;
            return _resultValue;
        }
    }
}
