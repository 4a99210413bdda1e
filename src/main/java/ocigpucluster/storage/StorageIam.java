package ocigpucluster.storage;

import static ocigpucluster.iam.IamStatement.Scope.COMPARTMENT;
import static ocigpucluster.iam.IamStatement.Subject.DEPLOYER;

import java.util.List;
import ocigpucluster.iam.IamStatement;
import ocigpucluster.iam.OracleSources;
import ocigpucluster.settings.Settings;

/** What the deploying user needs for /home on OCI File Storage (storage.mode fileStorage). */
public final class StorageIam {
    private StorageIam() {}

    public static final List<IamStatement> ALL = List.of(new IamStatement(
            DEPLOYER,
            "manage",
            "file-family",
            COMPARTMENT,
            "storage.mode fileStorage",
            s -> s.storage().mode() == Settings.StorageMode.FILE_STORAGE,
            "CreateFileSystem, CreateMountTarget, CreateExport (and the export set the mount target brings) and their"
                    + " deletes: file-family is file-systems, mount-targets and export-sets. The mount target's VNIC and"
                    + " private IPs in the subnet: with network.existingVcnId also use virtual-network-family"
                    + " (Oracle's per-operation rows for CreateMountTarget were not read: not verified here)",
            OracleSources.FILE_STORAGE));
}
