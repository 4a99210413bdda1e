package ocigpucluster;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import java.net.URISyntaxException;
import java.nio.file.Path;

/**
 * The program's compiled classes (its own output directory or jar, where {@link App} was
 * loaded from), as ArchUnit sees them: test classes and libraries are not part of it.
 */
public final class MainClasses {
    private static JavaClasses classes;

    private MainClasses() {}

    public static synchronized JavaClasses get() {
        if (classes == null) {
            try {
                Path location = Path.of(App.class
                        .getProtectionDomain()
                        .getCodeSource()
                        .getLocation()
                        .toURI());
                classes = new ClassFileImporter().importPath(location);
            } catch (URISyntaxException e) {
                throw new IllegalStateException(e);
            }
        }
        return classes;
    }
}
