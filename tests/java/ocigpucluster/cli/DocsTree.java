package ocigpucluster.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import ocigpucluster.bootstrap.FailureCodes;

/** Test helper: a copy of the files the docs command reads and writes, under a temporary root. */
public final class DocsTree {
    private static final Path ROOT = Path.of(".");

    private DocsTree() {}

    /** Copies every generated file and every failure-code table of the repository under {@code dir}. */
    public static Path copy(Path dir) throws Exception {
        List<String> files = new ArrayList<>(GeneratedDocs.REGIONS.stream()
                .map(GeneratedDocs.Region::file)
                .distinct()
                .toList());
        files.addAll(FailureCodes.tables(ROOT));
        files.add("Pulumi." + GeneratedDocs.README_DIAGRAM_STACK + ".yaml"); // the README's diagram is its preview
        for (String feature : FailureCodes.featureFolders(ROOT)) {
            Files.createDirectories(dir.resolve(FailureCodes.SOURCES).resolve(feature));
        }
        for (String f : files) {
            Files.createDirectories(dir.resolve(f).getParent());
            Files.copy(ROOT.resolve(f), dir.resolve(f));
        }
        return dir;
    }

    /** The files the docs command writes, relative to the root. */
    public static List<String> generatedFiles() {
        return GeneratedDocs.REGIONS.stream()
                .map(GeneratedDocs.Region::file)
                .distinct()
                .toList();
    }
}
