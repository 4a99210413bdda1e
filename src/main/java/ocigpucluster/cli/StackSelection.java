package ocigpucluster.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which stack an offline command is about when {@code --stack} is not given, the way the Pulumi
 * CLI picks the current stack (pulumi/pulumi pkg/backend/state/stacks.go, getCurrentStackName):
 * {@code PULUMI_STACK} if set, else the stack {@code pulumi stack select} recorded in the project's
 * workspace file. Before both: a {@code --config Pulumi.<name>.yaml} names its stack; after both,
 * a {@code --config} file of another name does ({@code ci.yaml}: {@code ci}). Nothing found is an
 * error, as for Pulumi ("no stack selected"): a default stack would silently preview another stack
 * than the one selected.
 *
 * <p>The workspace file (pulumi/pulumi pkg/workspace/workspace.go, settingsPath; settings.go) is
 * {@code <PULUMI_HOME or ~/.pulumi>/workspaces/<project name>-<sha1 hex of the project file's
 * path>-workspace.json}; it holds {@code {"stacks": {"<backend URL>": "<stack>"}}}, or in files
 * older CLIs wrote {@code {"stack": "<stack>"}}. A stack name may be qualified
 * ({@code org/project/stack}); its config file is {@code Pulumi.<stack>.yaml}.
 */
final class StackSelection {
    /** The stack chosen and what chose it, for the line that says so. */
    record Selected(String name, String source) {}

    /** No stack could be chosen: the message says how to choose one. */
    static final class NoStackException extends Exception {
        NoStackException(String message) {
            super(message);
        }
    }

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern STACK_FILE = Pattern.compile("Pulumi\\.(.+)\\.ya?ml");
    /** The project file names Pulumi looks for (sdk/go/common/workspace/paths.go, findProjectInDir). */
    private static final List<String> PROJECT_FILES = List.of("Pulumi.yaml", "Pulumi.yml", "Pulumi.json");

    private final Map<String, String> env;
    private final Path cwd;
    private final Path userHome;

    StackSelection(Map<String, String> env, Path cwd, Path userHome) {
        this.env = env;
        this.cwd = cwd.toAbsolutePath().normalize();
        this.userHome = userHome;
    }

    /** The process's own environment, working directory and home. */
    static StackSelection ofProcess() {
        return new StackSelection(
                System.getenv(), Path.of("").toAbsolutePath(), Path.of(System.getProperty("user.home", "/")));
    }

    Selected select(String stackOption, Path configOption) throws NoStackException {
        if (stackOption != null) {
            return new Selected(stackOption, "--stack");
        }
        if (configOption != null && configOption.getFileName() != null) {
            Matcher m = STACK_FILE.matcher(configOption.getFileName().toString());
            if (m.matches()) {
                return new Selected(m.group(1), "--config " + configOption.getFileName());
            }
        }
        String fromEnv = env.get("PULUMI_STACK");
        if (fromEnv != null && !fromEnv.isBlank()) {
            return new Selected(shortName(fromEnv.trim()), "PULUMI_STACK");
        }
        Optional<Selected> selected = workspaceSelection();
        if (selected.isPresent()) {
            return selected.get();
        }
        if (configOption != null && configOption.getFileName() != null) {
            // a stack file of another name, nothing selected: the file names the stack (stack.yaml: stack)
            String stem = configOption.getFileName().toString().replaceFirst("\\.ya?ml$", "");
            if (ConfigFileCheck.STACK_NAME.matcher(stem).matches()) {
                return new Selected(stem, "--config " + configOption.getFileName());
            }
        }
        throw new NoStackException("no stack selected: give --stack NAME"
                + stackFilesHere().map(s -> " (stack files here: " + s + ")").orElse("")
                + ", select one with `pulumi stack select NAME`, or set PULUMI_STACK=NAME");
    }

    /** {@code org/project/prod} -> {@code prod}: the stack's own name, whose config file is Pulumi.prod.yaml. */
    static String shortName(String qualified) {
        return qualified.substring(qualified.lastIndexOf('/') + 1);
    }

    private Optional<Selected> workspaceSelection() throws NoStackException {
        Optional<Path> project = projectFile();
        if (project.isEmpty()) {
            return Optional.empty();
        }
        Optional<String> name = projectName(project.get());
        if (name.isEmpty()) {
            return Optional.empty();
        }
        for (Path path : projectPaths(project.get())) {
            Path file = pulumiHome().resolve("workspaces").resolve(name.get() + "-" + sha1(path) + "-workspace.json");
            if (!Files.isRegularFile(file)) {
                continue;
            }
            JsonNode settings;
            try {
                settings = JSON.readTree(BoundedInput.readAll(file.toString(), 1 << 20, "Pulumi's workspace file"));
            } catch (IOException | BoundedInput.BadInputException e) {
                throw new NoStackException("cannot read the stack `pulumi stack select` chose from " + file + " ("
                        + e.getMessage() + "); give --stack NAME");
            }
            Optional<String> stack = stackOf(settings, file);
            if (stack.isPresent()) {
                return Optional.of(new Selected(shortName(stack.get()), "pulumi stack select (" + file + ")"));
            }
        }
        return Optional.empty();
    }

    /**
     * The stack selected for the current backend: {@code stacks[PULUMI_BACKEND_URL]} when that is
     * set; else the one stack all backends' entries agree on; else the legacy {@code stack}.
     * Which backend the CLI is logged in to lives in its credentials file, which this does not read.
     */
    private Optional<String> stackOf(JsonNode settings, Path file) throws NoStackException {
        JsonNode stacks = settings.path("stacks");
        if (stacks.isObject() && !stacks.isEmpty()) {
            String backend = env.get("PULUMI_BACKEND_URL");
            if (backend != null && stacks.path(backend).isTextual()) {
                return Optional.of(stacks.path(backend).asText());
            }
            TreeSet<String> names = new TreeSet<>();
            stacks.forEach(v -> names.add(v.asText()));
            if (names.size() == 1) {
                return Optional.of(names.first());
            }
            throw new NoStackException("the stacks selected in " + file + " differ by backend (" + stacks
                    + "); give --stack NAME or set PULUMI_BACKEND_URL");
        }
        String legacy = settings.path("stack").asText("");
        return legacy.isBlank() ? Optional.empty() : Optional.of(legacy);
    }

    /** Pulumi.yaml in the working directory or the nearest directory above it. */
    private Optional<Path> projectFile() {
        for (Path dir = cwd; dir != null; dir = dir.getParent()) {
            for (String f : PROJECT_FILES) {
                if (Files.isRegularFile(dir.resolve(f))) {
                    return Optional.of(dir.resolve(f));
                }
            }
        }
        return Optional.empty();
    }

    private static Optional<String> projectName(Path projectFile) {
        try {
            byte[] bytes = BoundedInput.readAll(projectFile.toString(), 1 << 20, "the Pulumi project file");
            Object root = new org.snakeyaml.engine.v2.api.Load(
                            org.snakeyaml.engine.v2.api.LoadSettings.builder().build())
                    .loadFromString(new String(bytes, StandardCharsets.UTF_8));
            if (root instanceof Map<?, ?> m && m.get("name") != null) {
                return Optional.of(String.valueOf(m.get("name")));
            }
        } catch (BoundedInput.BadInputException | RuntimeException e) {
            // an unreadable project file selects nothing; the command reports its own problems
        }
        return Optional.empty();
    }

    /**
     * The project file's path as the CLI hashes it: Go's os.Getwd returns $PWD when it names the
     * working directory (symbolic links kept), else the physical path; both are tried.
     */
    private List<Path> projectPaths(Path projectFile) {
        List<Path> out = new ArrayList<>();
        String pwd = env.get("PWD");
        if (pwd != null && !pwd.isBlank()) {
            try {
                Path logical = Path.of(pwd);
                if (logical.isAbsolute() && Files.isSameFile(logical, cwd)) {
                    out.add(logical.resolve(cwd.relativize(projectFile)).normalize());
                }
            } catch (IOException | RuntimeException e) {
                // $PWD is not the working directory: the physical path only
            }
        }
        out.add(projectFile);
        try {
            out.add(projectFile.toRealPath());
        } catch (IOException e) {
            // as found
        }
        return out.stream().distinct().toList();
    }

    private Path pulumiHome() {
        String home = env.get("PULUMI_HOME");
        return home != null && !home.isBlank() ? Path.of(home) : userHome.resolve(".pulumi");
    }

    static String sha1(Path path) {
        try {
            return HexFormat.of()
                    .formatHex(MessageDigest.getInstance("SHA-1")
                            .digest(path.toString().getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private Optional<String> stackFilesHere() {
        try (var files = Files.list(cwd)) {
            List<String> names = files.map(p -> p.getFileName().toString())
                    .map(STACK_FILE::matcher)
                    .filter(Matcher::matches)
                    .map(m -> m.group(1))
                    .sorted()
                    .toList();
            return names.isEmpty() ? Optional.empty() : Optional.of(String.join(", ", names));
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}
