package ocigpucluster.iam;

/** The Oracle pages the IAM declarations cite, by one name each (docs/iam.md links them). */
public final class OracleSources {
    /** Verb tables and "Permissions Required for Each API Operation" of Networking, Compute and Block Volume. */
    public static final String CORE =
            "Oracle, \"Details for the Core Services\" (docs.oracle.com/en-us/iaas/Content/Identity/Reference/corepolicyreference.htm, updated 2024-11-06)";

    /** Verb tables and per-operation permissions of IAM (dynamic groups, policies, compartments). */
    public static final String IAM =
            "Oracle, \"Details for IAM without Identity Domains\" (docs.oracle.com/en-us/iaas/Content/Identity/Reference/iampolicyreference.htm)";

    /** The file-family resource types. */
    public static final String FILE_STORAGE =
            "Oracle, \"Details for the File Storage Service\" (docs.oracle.com/iaas/Content/Identity/Reference/filestoragepolicyreference.htm)";

    /** Statements Oracle recommends per task, among them the Compute Management service's. */
    public static final String COMMON =
            "Oracle, \"Common Policies\" (docs.oracle.com/en-us/iaas/Content/Identity/policiescommon/commonpolicies.htm)";

    /** The cluster-family resource types of Kubernetes Engine (OKE). */
    public static final String KUBERNETES =
            "Oracle, \"Details for Kubernetes Engine\" (docs.oracle.com/iaas/Content/Identity/Reference/contengpolicyreference.htm)";

    private OracleSources() {}
}
