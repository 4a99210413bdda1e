package ocigpucluster.settings;

/** The value kinds a config key can hold; Pulumi.yaml declares the same types. */
public enum ValueType {
    STRING("string"),
    INTEGER("integer"),
    NUMBER("number"),
    BOOLEAN("boolean"),
    STRING_LIST("array"),
    /** A list of objects with their own fields (users.accounts); the reader checks each field. */
    OBJECT_LIST("array"),
    /** A map of text to text (tags.freeform). */
    STRING_MAP("object");

    private final String pulumiType;

    ValueType(String pulumiType) {
        this.pulumiType = pulumiType;
    }

    /** The type name a Pulumi project config schema uses for this kind. */
    public String pulumiType() {
        return pulumiType;
    }
}
