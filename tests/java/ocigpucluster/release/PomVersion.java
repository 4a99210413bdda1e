package ocigpucluster.release;

import java.nio.file.Files;
import java.nio.file.Path;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/** The project's version as pom.xml states it, read with the JDK's XML parser (not the program's code). */
public final class PomVersion {
    private PomVersion() {}

    public static String read() {
        try {
            Path pom = Path.of("pom.xml");
            var doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(Files.newInputStream(pom));
            Element project = doc.getDocumentElement();
            for (Node n = project.getFirstChild(); n != null; n = n.getNextSibling()) {
                if (n instanceof Element e && e.getTagName().equals("version")) {
                    return e.getTextContent().trim();
                }
            }
            throw new AssertionError("pom.xml has no <version> under <project>");
        } catch (Exception e) {
            throw new AssertionError("cannot read pom.xml: " + e.getMessage(), e);
        }
    }
}
