package ocigpucluster.cli;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Refuses a stack config file that is binary, huge or not UTF-8 before the YAML reader sees it,
 * with one line naming the file (the reader's own messages cover missing files and bad YAML).
 */
final class ConfigFileCheck {
    /** A stack config is a few KB; this is far beyond any real one. */
    static final long MAX_CONFIG_BYTES = 1024L * 1024;

    static final java.util.regex.Pattern STACK_NAME = java.util.regex.Pattern.compile("[A-Za-z0-9_.-]{1,100}");

    private ConfigFileCheck() {}

    /**
     * @param stack the stack's name; null: not chosen yet (only a --config file is checked)
     * @return the problem as one line, or null when the file may be read
     */
    static String problem(Path configOption, String stack) {
        if (stack == null && configOption == null) {
            return null;
        }
        // Pulumi's own rule (pkg/cmd/pulumi validateStackName): a name it refuses is no stack, and
        // "../x" would name a file outside the project
        if (stack != null && !STACK_NAME.matcher(stack).matches()) {
            String shown = stack == null ? "" : stack.length() > 40 ? stack.substring(0, 37) + "..." : stack;
            return "--stack '" + shown.replaceAll("[^\\x20-\\x7e]", "?")
                    + "' is not a Pulumi stack name: 1 to 100 letters,"
                    + " digits, -, _ or .; give the stack's name, e.g. --stack dev";
        }
        Path file = configOption != null ? configOption : Path.of("Pulumi." + stack + ".yaml");
        if (!Files.exists(file) || Files.isDirectory(file)) {
            return null;
        }
        String what = "a Pulumi stack config file (YAML text, e.g. Pulumi.dev.yaml)";
        try {
            byte[] bytes = BoundedInput.readAll(file.toString(), MAX_CONFIG_BYTES, what);
            StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes));
            return null;
        } catch (BoundedInput.BadInputException e) {
            return e.getMessage() + "; give " + what + " with --config";
        } catch (CharacterCodingException e) {
            return file + " is not UTF-8 text; give " + what + " with --config";
        }
    }
}
