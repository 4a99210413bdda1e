// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/** Nested object getImagesImage (used by oci:Core/getImages:getImages). */
@CustomType
public final class GetImagesImage {
    private List<GetImagesImageAgentFeature> agentFeatures;
    private String baseImageId;
    private String billableSizeInGbs;
    private String compartmentId;
    private Boolean createImageAllowed;
    private Map<String,String> definedTags;
    private String displayName;
    private Map<String,String> freeformTags;
    private String id;
    private List<GetImagesImageImageSourceDetail> imageSourceDetails;
    private String instanceId;
    private String launchMode;
    private List<GetImagesImageLaunchOption> launchOptions;
    private String listingType;
    private String operatingSystem;
    private String operatingSystemVersion;
    private String sizeInMbs;
    private String state;
    private String timeCreated;

    private GetImagesImage() {}

    public List<GetImagesImageAgentFeature> agentFeatures() {
        return this.agentFeatures;
    }

    public String baseImageId() {
        return this.baseImageId;
    }

    public String billableSizeInGbs() {
        return this.billableSizeInGbs;
    }

    public String compartmentId() {
        return this.compartmentId;
    }

    public Boolean createImageAllowed() {
        return this.createImageAllowed;
    }

    public Map<String,String> definedTags() {
        return this.definedTags;
    }

    public String displayName() {
        return this.displayName;
    }

    public Map<String,String> freeformTags() {
        return this.freeformTags;
    }

    public String id() {
        return this.id;
    }

    public List<GetImagesImageImageSourceDetail> imageSourceDetails() {
        return this.imageSourceDetails;
    }

    public String instanceId() {
        return this.instanceId;
    }

    public String launchMode() {
        return this.launchMode;
    }

    public List<GetImagesImageLaunchOption> launchOptions() {
        return this.launchOptions;
    }

    public String listingType() {
        return this.listingType;
    }

    public String operatingSystem() {
        return this.operatingSystem;
    }

    public String operatingSystemVersion() {
        return this.operatingSystemVersion;
    }

    public String sizeInMbs() {
        return this.sizeInMbs;
    }

    public String state() {
        return this.state;
    }

    public String timeCreated() {
        return this.timeCreated;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(GetImagesImage defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private List<GetImagesImageAgentFeature> agentFeatures;
        private String baseImageId;
        private String billableSizeInGbs;
        private String compartmentId;
        private Boolean createImageAllowed;
        private Map<String,String> definedTags;
        private String displayName;
        private Map<String,String> freeformTags;
        private String id;
        private List<GetImagesImageImageSourceDetail> imageSourceDetails;
        private String instanceId;
        private String launchMode;
        private List<GetImagesImageLaunchOption> launchOptions;
        private String listingType;
        private String operatingSystem;
        private String operatingSystemVersion;
        private String sizeInMbs;
        private String state;
        private String timeCreated;

        public Builder() {}

        public Builder(GetImagesImage defaults) {
            Objects.requireNonNull(defaults);
            this.agentFeatures = defaults.agentFeatures;
            this.baseImageId = defaults.baseImageId;
            this.billableSizeInGbs = defaults.billableSizeInGbs;
            this.compartmentId = defaults.compartmentId;
            this.createImageAllowed = defaults.createImageAllowed;
            this.definedTags = defaults.definedTags;
            this.displayName = defaults.displayName;
            this.freeformTags = defaults.freeformTags;
            this.id = defaults.id;
            this.imageSourceDetails = defaults.imageSourceDetails;
            this.instanceId = defaults.instanceId;
            this.launchMode = defaults.launchMode;
            this.launchOptions = defaults.launchOptions;
            this.listingType = defaults.listingType;
            this.operatingSystem = defaults.operatingSystem;
            this.operatingSystemVersion = defaults.operatingSystemVersion;
            this.sizeInMbs = defaults.sizeInMbs;
            this.state = defaults.state;
            this.timeCreated = defaults.timeCreated;
        }

        @CustomType.Setter
        public Builder agentFeatures(List<GetImagesImageAgentFeature> agentFeatures) {
            this.agentFeatures = agentFeatures;
            return this;
        }

        public Builder agentFeatures(GetImagesImageAgentFeature... agentFeatures) {
            return agentFeatures(List.of(agentFeatures));
        }

        @CustomType.Setter
        public Builder baseImageId(String baseImageId) {
            this.baseImageId = baseImageId;
            return this;
        }

        @CustomType.Setter
        public Builder billableSizeInGbs(String billableSizeInGbs) {
            this.billableSizeInGbs = billableSizeInGbs;
            return this;
        }

        @CustomType.Setter
        public Builder compartmentId(String compartmentId) {
            this.compartmentId = compartmentId;
            return this;
        }

        @CustomType.Setter
        public Builder createImageAllowed(Boolean createImageAllowed) {
            this.createImageAllowed = createImageAllowed;
            return this;
        }

        @CustomType.Setter
        public Builder definedTags(Map<String,String> definedTags) {
            this.definedTags = definedTags;
            return this;
        }

        @CustomType.Setter
        public Builder displayName(String displayName) {
            this.displayName = displayName;
            return this;
        }

        @CustomType.Setter
        public Builder freeformTags(Map<String,String> freeformTags) {
            this.freeformTags = freeformTags;
            return this;
        }

        @CustomType.Setter
        public Builder id(String id) {
            this.id = id;
            return this;
        }

        @CustomType.Setter
        public Builder imageSourceDetails(List<GetImagesImageImageSourceDetail> imageSourceDetails) {
            this.imageSourceDetails = imageSourceDetails;
            return this;
        }

        public Builder imageSourceDetails(GetImagesImageImageSourceDetail... imageSourceDetails) {
            return imageSourceDetails(List.of(imageSourceDetails));
        }

        @CustomType.Setter
        public Builder instanceId(String instanceId) {
            this.instanceId = instanceId;
            return this;
        }

        @CustomType.Setter
        public Builder launchMode(String launchMode) {
            this.launchMode = launchMode;
            return this;
        }

        @CustomType.Setter
        public Builder launchOptions(List<GetImagesImageLaunchOption> launchOptions) {
            this.launchOptions = launchOptions;
            return this;
        }

        public Builder launchOptions(GetImagesImageLaunchOption... launchOptions) {
            return launchOptions(List.of(launchOptions));
        }

        @CustomType.Setter
        public Builder listingType(String listingType) {
            this.listingType = listingType;
            return this;
        }

        @CustomType.Setter
        public Builder operatingSystem(String operatingSystem) {
            this.operatingSystem = operatingSystem;
            return this;
        }

        @CustomType.Setter
        public Builder operatingSystemVersion(String operatingSystemVersion) {
            this.operatingSystemVersion = operatingSystemVersion;
            return this;
        }

        @CustomType.Setter
        public Builder sizeInMbs(String sizeInMbs) {
            this.sizeInMbs = sizeInMbs;
            return this;
        }

        @CustomType.Setter
        public Builder state(String state) {
            this.state = state;
            return this;
        }

        @CustomType.Setter
        public Builder timeCreated(String timeCreated) {
            this.timeCreated = timeCreated;
            return this;
        }

        public GetImagesImage build() {
            final var _resultValue = new GetImagesImage();
            _resultValue.agentFeatures = agentFeatures;
            _resultValue.baseImageId = baseImageId;
            _resultValue.billableSizeInGbs = billableSizeInGbs;
            _resultValue.compartmentId = compartmentId;
            _resultValue.createImageAllowed = createImageAllowed;
            _resultValue.definedTags = definedTags;
            _resultValue.displayName = displayName;
            _resultValue.freeformTags = freeformTags;
            _resultValue.id = id;
            _resultValue.imageSourceDetails = imageSourceDetails;
            _resultValue.instanceId = instanceId;
            _resultValue.launchMode = launchMode;
            _resultValue.launchOptions = launchOptions;
            _resultValue.listingType = listingType;
            _resultValue.operatingSystem = operatingSystem;
            _resultValue.operatingSystemVersion = operatingSystemVersion;
            _resultValue.sizeInMbs = sizeInMbs;
            _resultValue.state = state;
            _resultValue.timeCreated = timeCreated;
            return _resultValue;
        }
    }
}
