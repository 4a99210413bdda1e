package ocigpucluster.bindings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * The one switch between the stand-in and the official SDKs (the root pom's profiles), checked
 * where the official artifacts cannot be downloaded: what -Pofficial-sdks would build with, and
 * that the program's source compiles against either (it imports only official SDK classes).
 */
class SdkProfilesTest {
    private static final Path ROOT_POM = Path.of("pom.xml");
    private static final Path PROGRAM_POM = Path.of("program/pom.xml");
    private static final Path STAND_IN_POM = Path.of("stand-in-sdks/pom.xml");
    private static final Path OFFICIAL_API = Path.of("stand-in-sdks/official-api/official-api.txt");
    /** The pinned versions: an older pulumi-oci lacks classes and properties the program uses. */
    private static final Map<String, String> PINNED = Map.of("oci", "4.20.0", "command", "1.2.1", "tls", "5.5.1");

    @Test
    void officialProfileNamesExactlyTheThreeSdksAtThePinnedVersionsAndLeavesTheStandInOut() throws Exception {
        var root = read(ROOT_POM);
        var props = properties(root);
        var official = profile(root, "official-sdks");
        var deps = new TreeSet<String>();
        for (var d : children(child(official, "dependencies"), "dependency")) {
            deps.add(text(d, "groupId") + ":" + text(d, "artifactId") + ":" + resolve(text(d, "version"), props));
        }
        assertEquals(
                new TreeSet<>(List.of("com.pulumi:oci:4.20.0", "com.pulumi:command:1.2.1", "com.pulumi:tls:5.5.1")),
                deps);
        assertEquals(null, child(official, "modules"), "-Pofficial-sdks must not build the stand-in");
        assertEquals(
                List.of("program"),
                children(child(root.getDocumentElement(), "modules"), "module").stream()
                        .map(Node::getTextContent)
                        .toList());

        var standIn = profile(root, "stand-in-sdks");
        assertEquals(
                "true", text(child(standIn, "activation"), "activeByDefault"), "the default build is the stand-in");
        assertEquals(
                List.of("stand-in-sdks"),
                children(child(standIn, "modules"), "module").stream()
                        .map(Node::getTextContent)
                        .toList());
        var standInDeps = children(child(standIn, "dependencies"), "dependency").stream()
                .map(d -> text(d, "groupId") + ":" + text(d, "artifactId"))
                .toList();
        assertEquals(List.of("ocigpucluster:stand-in-sdks"), standInDeps);
    }

    /** The stand-in registers with (plugin.json) the same versions the official profile pins. */
    @Test
    void standInAndOfficialProfilePinTheSameProviderVersions() throws Exception {
        var root = properties(read(ROOT_POM));
        var standIn = properties(read(STAND_IN_POM));
        for (var e : PINNED.entrySet()) {
            var key = e.getKey() + ".provider.version";
            assertEquals(e.getValue(), root.get(key), "root pom " + key);
            assertEquals(e.getValue(), standIn.get(key), "stand-in pom " + key);
        }
    }

    /** The profile is the only switch: the program's own pom names neither SDK. */
    @Test
    void programPomNamesNoProviderSdk() throws Exception {
        var program = read(PROGRAM_POM).getDocumentElement();
        var deps = children(child(program, "dependencies"), "dependency").stream()
                .map(d -> text(d, "groupId") + ":" + text(d, "artifactId"))
                .toList();
        assertTrue(deps.contains("com.pulumi:pulumi"), deps.toString());
        for (var d : deps) {
            assertTrue(
                    !d.startsWith("com.pulumi:oci")
                            && !d.startsWith("com.pulumi:command")
                            && !d.startsWith("com.pulumi:tls")
                            && !d.contains("stand-in"),
                    "program/pom.xml names an SDK: " + d);
        }
        assertEquals(
                null,
                profileOrNull(program, "official-sdks"),
                "the switch is the root pom's profile, not the program's");
    }

    /**
     * The program's sources (main and tests) import no stand-in-only package, and every provider
     * SDK class they import is one the official SDKs have (it is in the official API extract).
     */
    @Test
    void programSourcesImportOnlyOfficialSdkClasses() throws IOException {
        var official = Files.readAllLines(OFFICIAL_API).stream()
                .filter(l -> !l.startsWith("#") && !l.isBlank())
                .map(l -> l.substring(0, l.indexOf(' ')).replace("$Builder", ""))
                .collect(Collectors.toSet());
        var standInOnly = Pattern.compile(
                "^import (static )?ocigpucluster\\.(standin|generator|bindings\\.(oci|command|tls|Providers|OciProvider))\\b.*",
                Pattern.MULTILINE);
        var sdkImport = Pattern.compile("^import (com\\.pulumi\\.(?:oci|command|tls)\\.[\\w.]+);", Pattern.MULTILINE);
        var problems = new ArrayList<String>();
        int sdkImports = 0;
        for (var tree : List.of(Path.of("src/main/java"), Path.of("tests/java"))) {
            try (Stream<Path> walk = Files.walk(tree)) {
                for (var f : walk.filter(p -> p.toString().endsWith(".java")).toList()) {
                    var src = Files.readString(f);
                    var m = standInOnly.matcher(src);
                    while (m.find()) {
                        problems.add(f + ": " + m.group());
                    }
                    var s = sdkImport.matcher(src);
                    while (s.find()) {
                        sdkImports++;
                        if (!official.contains(s.group(1))) {
                            problems.add(f + ": imports " + s.group(1) + ", which is not in " + OFFICIAL_API
                                    + " (add its class to the schema and re-run extract.py)");
                        }
                    }
                }
            }
        }
        assertTrue(sdkImports > 100, "only " + sdkImports + " SDK imports found");
        assertEquals(List.of(), problems);
    }

    // ---- pom reading ---------------------------------------------------------------------------

    private static org.w3c.dom.Document read(Path pom) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(pom.toFile());
    }

    private static Map<String, String> properties(org.w3c.dom.Document pom) {
        var out = new HashMap<String, String>();
        var props = child(pom.getDocumentElement(), "properties");
        for (var n = props.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e) {
                out.put(e.getTagName(), e.getTextContent().strip());
            }
        }
        return out;
    }

    private static String resolve(String value, Map<String, String> props) {
        var m = Pattern.compile("^\\$\\{(.+)}$").matcher(value);
        return m.matches() ? props.getOrDefault(m.group(1), value) : value;
    }

    private static Element profile(org.w3c.dom.Document pom, String id) {
        var p = profileOrNull(pom.getDocumentElement(), id);
        assertTrue(p != null, "no profile " + id);
        return p;
    }

    private static Element profileOrNull(Element project, String id) {
        for (var p : children(child(project, "profiles"), "profile")) {
            if (id.equals(text(p, "id"))) {
                return p;
            }
        }
        return null;
    }

    private static Element child(Element parent, String tag) {
        if (parent == null) {
            return null;
        }
        for (var n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && e.getTagName().equals(tag)) {
                return e;
            }
        }
        return null;
    }

    private static List<Element> children(Element parent, String tag) {
        var out = new ArrayList<Element>();
        if (parent != null) {
            for (var n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
                if (n instanceof Element e && e.getTagName().equals(tag)) {
                    out.add(e);
                }
            }
        }
        return out;
    }

    private static String text(Element parent, String tag) {
        var c = child(parent, tag);
        return c == null ? null : c.getTextContent().strip();
    }
}
