package ocigpucluster.bindings;

/** Where the binding of an official SDK class lives: com.pulumi.oci.Core.Vcn -> ocigpucluster.bindings.oci.core.Vcn. */
final class BindingNames {
    private static final String OFFICIAL_ROOT = "com.pulumi.";
    private static final String BINDING_ROOT = "ocigpucluster.bindings.";

    private BindingNames() {}

    static String binding(String officialClass) {
        if (!officialClass.startsWith(OFFICIAL_ROOT)) {
            throw new IllegalArgumentException("not an official SDK class name: " + officialClass);
        }
        var dot = officialClass.lastIndexOf('.');
        return BINDING_ROOT + officialClass.substring(OFFICIAL_ROOT.length(), dot).toLowerCase() + officialClass.substring(dot);
    }

    /** The output-side class of a nested input type: ...inputs.FooArgs -> ...outputs.Foo (result types keep their name). */
    static String outputBinding(String officialClass) {
        var b = binding(officialClass);
        if (b.contains(".inputs.") && b.endsWith("Args")) {
            var o = b.replace(".inputs.", ".outputs.");
            return o.substring(0, o.length() - "Args".length());
        }
        return b;
    }

    /** ocigpucluster.bindings.oci.core.inputs.GetServicesArgs -> ocigpucluster.bindings.oci.core.CoreFunctions. */
    static String functionsClass(String bindingArgsClass) {
        var modulePkg = bindingArgsClass.substring(0, bindingArgsClass.lastIndexOf(".inputs."));
        var module = modulePkg.substring(modulePkg.lastIndexOf('.') + 1);
        return modulePkg + "." + Character.toUpperCase(module.charAt(0)) + module.substring(1) + "Functions";
    }
}
